<?php
/**
 * The extension's hooks: the <arimaa> tag, the element's module on pages that hold a
 * board (and only on those), and records as uploadable text files.
 *
 * The handler names the hook interfaces' methods without declaring the interfaces:
 * their namespaces moved between MediaWiki releases, and the hook container calls
 * the methods by name.
 */

namespace MediaWiki\Extension\ArimaaViewer;

use Config;
use Html;

class Hooks {
	/** The ParserOutput extension data key saying that the page holds a board. */
	public const BOARD_FLAG = 'arimaaviewer-board';

	/**
	 * The MIME types of uploaded records, by extension: their own, text, and trusted, so
	 * that a record's file page shows no "may contain malicious code" warning (MediaWiki
	 * trusts no text type; it gives that warning for every .txt file too).
	 */
	public const RECORD_TYPES = [ 'fan' => 'text/x-arimaa-fan', 'pgn' => 'text/x-arimaa-pgn' ];

	/** @var Config */
	private $config;

	public function __construct( Config $config ) {
		$this->config = $config;
	}

	/**
	 * Registration callback (runs after LocalSettings.php): with ArimaaViewerAllowUploads,
	 * records may be uploaded as .fan, .pgn and .txt files.
	 */
	public static function onRegistration(): void {
		if ( $GLOBALS['wgArimaaViewerAllowUploads'] ?? true ) {
			$GLOBALS['wgFileExtensions'] = array_values( array_unique( array_merge(
				$GLOBALS['wgFileExtensions'] ?? [],
				RecordSource::FILE_EXTENSIONS
			) ) );
			$GLOBALS['wgTrustedMediaFormats'] = array_merge(
				$GLOBALS['wgTrustedMediaFormats'] ?? [],
				array_values( self::RECORD_TYPES )
			);
		}
	}

	/** @param \Parser $parser */
	public function onParserFirstCallInit( $parser ) {
		$tag = new ArimaaTag( $this->config );
		$parser->setHook( 'arimaa', [ $tag, 'render' ] );
	}

	/**
	 * The boards' inner HTML, kept aside while the parser tidies the page (RecordSlots).
	 *
	 * @param \Parser $parser
	 * @param string &$text
	 */
	public function onParserAfterTidy( $parser, &$text ) {
		$text = RecordSlots::fill( $parser->getOutput(), $text );
	}

	/**
	 * Once per page that holds a board, however many: the element's module in the head
	 * (fetched before ResourceLoader starts), and the stylesheet for the text shown
	 * before it starts or without scripts. The module's URL is read here, not stored in
	 * the parser cache, so changing it needs no purge. Pages that show a parser output
	 * without this hook get both from the ParserOutput (ArimaaTag::render).
	 *
	 * @param \OutputPage $out
	 * @param \ParserOutput $parserOutput
	 */
	public function onOutputPageParserOutput( $out, $parserOutput ): void {
		if ( !$parserOutput->getExtensionData( self::BOARD_FLAG ) ) {
			return;
		}
		$out->addModuleStyles( [ 'ext.arimaaViewer.styles' ] );
		$out->addHeadItem(
			'arimaaviewer-module',
			Html::element( 'script', [ 'type' => 'module', 'src' => self::moduleUrl( $this->config ) ] )
		);
	}

	/**
	 * The ext.arimaaViewer module's data (ResourceLoader packageFiles callback): the
	 * element's URL, read when the module is served, not kept in the parser cache.
	 *
	 * @param \MediaWiki\ResourceLoader\Context $context
	 * @param Config $config
	 * @return array
	 */
	public static function moduleData( $context, Config $config ): array {
		return [ 'url' => self::moduleUrl( $config ) ];
	}

	/**
	 * .fan and .pgn files are text: without this, MediaWiki's upload check finds
	 * text/plain in a file whose extension it does not know for that type, and refuses
	 * it. text/plain comes first: it is the type the upload check proposes for the
	 * extension when it looks for HTML as a browser sniffing the file would (which it
	 * does for text/plain, not for a type it does not know). The file is then given its
	 * own type (onMimeMagicImproveFromExtension).
	 *
	 * @param \MimeAnalyzer $mimeMagic
	 */
	public function onMimeMagicInit( $mimeMagic ) {
		if ( $this->config->get( 'ArimaaViewerAllowUploads' ) ) {
			$mimeMagic->addExtraTypes( 'text/plain ' . implode( ' ', array_keys( self::RECORD_TYPES ) ) );
			foreach ( self::RECORD_TYPES as $extension => $type ) {
				$mimeMagic->addExtraTypes( "$type $extension" );
				$mimeMagic->addExtraInfo( "$type [TEXT]" );
			}
		}
	}

	/**
	 * A .fan or .pgn file that reads as text is a record: its own type, not text/plain
	 * (nor application/x-chess-pgn, which MediaWiki lists first for .pgn).
	 *
	 * @param \MimeAnalyzer $mimeMagic
	 * @param string $extension
	 * @param string|null &$mime
	 */
	public function onMimeMagicImproveFromExtension( $mimeMagic, $extension, &$mime ) {
		$extension = strtolower( $extension );
		if ( $this->config->get( 'ArimaaViewerAllowUploads' ) && isset( self::RECORD_TYPES[$extension] )
			&& in_array( $mime, [ 'text/plain', 'application/x-chess-pgn' ], true )
		) {
			$mime = self::RECORD_TYPES[$extension];
		}
	}

	private static function moduleUrl( Config $config ): string {
		$url = $config->get( 'ArimaaViewerModuleUrl' );
		if ( is_string( $url ) && $url !== '' ) {
			return $url;
		}
		return $config->get( 'ExtensionAssetsPath' ) . '/ArimaaViewer/assets/arimaa-viewer.js';
	}
}
