<?php
/**
 * Nothing given away (README "Nothing given away"). A board that hides the moves the
 * reader is to find (`spoilers`, a puzzle, a game to guess) carries its record in base64
 * (`<template class="arimaa-record" data-encoding="base64">`): the element decodes it,
 * and neither the page's source, nor a search engine, nor a feed reader reads it as
 * text. Feeds carry no record at all, only what reads without scripts (the block's
 * static view) and a link to the post, where the board is played.
 */

defined( 'ABSPATH' ) || exit;

/** Whether the element's opening tag `$tag` hides moves: `spoilers`, or a `mode`. */
function arimaa_viewer_hides_moves( $tag ) {
	return 1 === preg_match( '~\s(?:spoilers|mode)(?=[\s=/>])~i', $tag );
}

/** The record `$text` as the element reads it when it hides moves. */
function arimaa_viewer_encoded_record( $text ) {
	return '<template class="arimaa-record" data-encoding="base64">' . base64_encode( $text ) . '</template>';
}

/**
 * A block's saved HTML for a reader's page: a record saved as text by an older version
 * of the block, in a board that hides moves, is encoded on the way out.
 */
function arimaa_viewer_hide_record( $html ) {
	if ( ! preg_match( '~<arimaa-viewer\b[^>]*>~i', $html, $tag ) || ! arimaa_viewer_hides_moves( $tag[0] ) ) {
		return $html;
	}
	return preg_replace_callback(
		'~<template class="arimaa-record">([^<]*)</template>~',
		function ( $m ) {
			return arimaa_viewer_encoded_record( html_entity_decode( $m[1], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		},
		$html
	);
}

/**
 * The link a feed item holds in place of a board, worded for what the reader does there.
 *
 * @param string $tag The element's opening tag (its mode says what the board is).
 */
function arimaa_viewer_feed_link( $tag ) {
	if ( preg_match( '~\smode="puzzle"~i', $tag ) ) {
		$words = __( 'Solve the puzzle on the site', 'arimaa-viewer' );
	} elseif ( preg_match( '~\smode="guess"~i', $tag ) ) {
		$words = __( 'Guess the moves on the site', 'arimaa-viewer' );
	} else {
		$words = __( 'Play through the game on the site', 'arimaa-viewer' );
	}
	return '<p class="arimaa-feed-link"><a href="' . esc_url( get_permalink() ) . '">' . esc_html( $words ) . '</a></p>';
}

/**
 * A board's HTML in a feed: the element and its record left out, its static view (what
 * a feed reader can show) kept, and a link to the post.
 */
function arimaa_viewer_feed_board( $html ) {
	if ( ! preg_match( '~<arimaa-viewer\b[^>]*>~i', $html, $tag ) ) {
		return $html;
	}
	$html = preg_replace(
		array( '~<template class="arimaa-record"[^>]*>[^<]*</template>\n?~', '~<pre class="arimaa-record-text">[^<]*</pre>~', '~<p class="arimaa-record-hidden">[^<]*</p>~', '~</?arimaa-viewer\b[^>]*>~i' ),
		'',
		$html
	);
	$link = arimaa_viewer_feed_link( $tag[0] );
	$at   = strrpos( $html, '</figure>' );
	return false === $at ? $html . $link : substr_replace( $html, $link, $at, 0 );
}

/**
 * The static view of a board the plugin cannot draw (the shortcode: PHP does not run
 * the wasm): the element's frame (dist/arimaa-fallback.html, made with the element),
 * the board's place held, and `$inner` (the record as text, or why it is hidden) in
 * its side panel. Readers see the same box before the viewer takes over and after.
 */
function arimaa_viewer_fallback( $inner ) {
	static $frame = null;
	if ( null === $frame ) {
		$file  = plugin_dir_path( ARIMAA_VIEWER_FILE ) . 'dist/arimaa-fallback.html';
		$frame = is_readable( $file ) ? trim( (string) file_get_contents( $file ) ) : '';
	}
	if ( '' === $frame || false === strpos( $frame, '<!--arimaa-fallback-->' ) ) {
		return $inner;
	}
	return str_replace( '<!--arimaa-fallback-->', $inner, $frame );
}
