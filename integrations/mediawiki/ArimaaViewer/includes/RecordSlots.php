<?php
/**
 * A board's inner HTML kept out of the parser's later passes. Tag output is put back
 * into the page before the block-level pass and tidying, which treat it as the page's
 * own: a space before "?", ":", ";", "!" or "%" becomes a no-break space (French
 * spacing), which would change a record's text, and lines of a <pre> take part in
 * paragraph making. So the tag writes a placeholder inside <arimaa-viewer>, and the
 * HTML (every record text in it escaped) replaces it after tidying (ParserAfterTidy).
 *
 * The placeholder holds a random part per parse: text on the page cannot name one.
 */

namespace MediaWiki\Extension\ArimaaViewer;

use ParserOutput;

class RecordSlots {
	/** @var array<int,array{0:string,1:array<string,string>}> Per ParserOutput: [nonce, placeholder => HTML] */
	private static $slots = [];

	/** Keeps `$html` for the page `$output` belongs to; gives the placeholder to write. */
	public static function put( ParserOutput $output, string $html ): string {
		$id = spl_object_id( $output );
		if ( !isset( self::$slots[$id] ) ) {
			self::$slots[$id] = [ bin2hex( random_bytes( 8 ) ), [] ];
		}
		[ $nonce, $kept ] = self::$slots[$id];
		$placeholder = "arimaa-viewer-slot-$nonce-" . count( $kept );
		self::$slots[$id][1][$placeholder] = $html;
		return $placeholder;
	}

	/** The page's text with every placeholder of `$output` replaced by its HTML. */
	public static function fill( ParserOutput $output, string $text ): string {
		$id = spl_object_id( $output );
		if ( !isset( self::$slots[$id] ) ) {
			return $text;
		}
		$kept = self::$slots[$id][1];
		unset( self::$slots[$id] );
		return strtr( $text, $kept );
	}
}
