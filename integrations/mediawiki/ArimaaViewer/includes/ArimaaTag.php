<?php
/**
 * <arimaa>record</arimaa> (and {{#tag:arimaa|record|path=12s}}): one board.
 *
 * The output holds nothing per user or per request, so the parser cache keeps it:
 * <arimaa-viewer> with checked attributes, holding what reads without scripts (the
 * CLI's static board and moves, or the record as preformatted text). A record with
 * problems puts the page in the tracking category and the preview says what is wrong.
 */

namespace MediaWiki\Extension\ArimaaViewer;

use Config;
use Html;
use Parser;
use PPFrame;

class ArimaaTag {
	/** @var Config */
	private $config;

	public function __construct( Config $config ) {
		$this->config = $config;
	}

	/**
	 * @param string|null $input The text between the tags (null for <arimaa/>)
	 * @param array $args The tag's attributes
	 * @param Parser $parser
	 * @param PPFrame $frame
	 * @return string HTML
	 */
	public function render( $input, array $args, Parser $parser, PPFrame $frame ) {
		$output = $parser->getOutput();
		// The page's language (its content language, or what Special:PageLanguage set),
		// never the reader's: one rendering serves every reader from the parser cache,
		// and the element, told the same language, speaks as the static view does.
		$language = $parser->getTargetLanguage();
		$options = new TagOptions( $args );
		foreach ( $options->warnings as $warning ) {
			self::warn( $parser, $warning );
		}
		$source = RecordSource::read(
			$parser,
			$input,
			$options->src,
			(int)$this->config->get( 'ArimaaViewerMaxBytes' )
		);
		foreach ( $source->warnings as $warning ) {
			self::warn( $parser, $warning );
		}
		if ( $source->problems ) {
			$parser->addTrackingCategory( 'arimaaviewer-tracking-category' );
			$notes = '';
			foreach ( $source->problems as $problem ) {
				self::warn( $parser, $problem );
				$notes .= Html::rawElement( 'p', [], self::message( $problem )->inLanguage( $language )->escaped() );
			}
			return Html::rawElement(
				'div',
				[ 'class' => 'mw-arimaa mw-arimaa-broken error', 'lang' => $language->getHtmlCode() ],
				$notes
			);
		}

		$static = StaticView::render(
			StaticView::cli( $this->config->get( 'ArimaaViewerCli' ) ),
			$source->text,
			$options,
			(int)$this->config->get( 'ArimaaViewerBoardSize' ),
			$language->getHtmlCode()
		);
		if ( $static && $static->problems ) {
			$parser->addTrackingCategory( 'arimaaviewer-tracking-category' );
			foreach ( $static->problems as $problem ) {
				self::warn( $parser, [ 'arimaaviewer-warning-record', TagOptions::short( $problem, 300 ) ] );
			}
		}

		$attributes = [ 'lang' => $language->getHtmlCode() ] + $options->attributes;
		if ( $source->url !== null ) {
			$attributes['src'] = $source->url;
		}
		if ( $static && $static->rejectedPlace ) {
			unset( $attributes['path'], $attributes['game'] );
		}
		// The element opens where the static board is (for a broken record, at its
		// first problem) when the tag names no node.
		if ( $static && $static->path !== null && !isset( $attributes['path'] )
			&& preg_match( TagOptions::pathPattern(), $static->path )
		) {
			$attributes['path'] = $static->path;
		}
		$output->setExtensionData( Hooks::BOARD_FLAG, true );
		// Also through the ParserOutput, for what shows it without OutputPageParserOutput
		// (Special:ExpandTemplates, previews through the API): every board there is live.
		$output->addModuleStyles( [ 'ext.arimaaViewer.styles' ] );
		$output->addModules( [ 'ext.arimaaViewer' ] );
		return Html::rawElement(
			'div',
			[ 'class' => 'mw-arimaa' ],
			Html::rawElement(
				'arimaa-viewer',
				$attributes,
				RecordSlots::put( $output, self::content( $source, $static, $options->hidesMovesAhead(), $language ) )
			)
		);
	}

	/**
	 * What the element holds. An inline record rides in a <template> (parsed as text,
	 * never shown; the element reads it from there), beside the CLI's static view. Without
	 * the CLI, the static view is the element's frame with the board's place held
	 * (StaticView::fallback) and the record as text in a <pre> that keeps its lines:
	 * the same box before the viewer takes over and after. An uploaded record is fetched
	 * by the element from its `src`. When the moves ahead are hidden (a puzzle, guessing,
	 * `spoilers`), the record is never shown as text, nor written as text (it is in
	 * base64): without the CLI's view a note says why there is nothing to read.
	 *
	 * @param \Language|\StubUserLang $language The page's language (Special:ExpandTemplates gives the user's, as a stub)
	 */
	private static function content( RecordSource $source, ?StaticView $static, bool $hidden, $language ): string {
		$record = $source->url === null ? self::record( $source->text, $hidden ) : '';
		if ( $static && $static->html !== null ) {
			return $record . "\n" . $static->html;
		}
		if ( $hidden ) {
			$inner = Html::element(
				'p',
				[ 'class' => 'arimaa-record-hidden' ],
				wfMessage( 'arimaaviewer-moves-hidden' )->inLanguage( $language )->text()
			);
		} else {
			// HTML parsers drop one newline right after <pre>; blank lines before the
			// record mean nothing to it.
			$inner = Html::element( 'pre', [ 'class' => 'arimaa-record-text' ], "\n" . ltrim( $source->text, "\r\n" ) );
		}
		return $record . StaticView::fallback( $inner );
	}

	/**
	 * The inline record in its <template>. One that hides moves rides in base64, decoded
	 * by the element: a puzzle's answer (with the author's comments, the line "Show
	 * solution" plays) must reach the element, but never as text that the page's source,
	 * a search engine or the wiki's feeds show.
	 */
	private static function record( string $text, bool $hidden ): string {
		return $hidden
			? Html::element( 'template', [ 'class' => 'arimaa-record', 'data-encoding' => 'base64' ], base64_encode( $text ) )
			: Html::element( 'template', [ 'class' => 'arimaa-record' ], $text );
	}

	/** @param array $spec [key, ...params], the params being the page's own text */
	private static function message( array $spec ): \Message {
		$key = array_shift( $spec );
		return wfMessage( $key )->plaintextParams( ...$spec );
	}

	/**
	 * A warning the preview shows. Warnings are parsed as wikitext there, so the
	 * page's text in them is escaped as wikitext first.
	 */
	private static function warn( Parser $parser, array $spec ): void {
		$key = array_shift( $spec );
		$parser->getOutput()->addWarningMsg( $key, ...array_map( 'wfEscapeWikiText', $spec ) );
	}
}
