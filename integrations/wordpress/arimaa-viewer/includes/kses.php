<?php
/**
 * What an Author (no unfiltered_html) may save: the block's fragment, and nothing
 * more. WordPress filters their posts with the "post" allow list, which knows neither
 * <arimaa-viewer>, <template> nor SVG, and drops `slot` and `aria-current`; this adds
 * exactly the tags and attributes of the fragment (block/fragment.js: the element's
 * attributes the block writes, and what the core's staticHtml writes: src/html and
 * src/render/svg.rs). No event handler, style or script can come in this way: kses
 * drops every attribute not listed, and checks the protocol of href.
 *
 * The HTML tags of the static view that the post list has (p, b, span, ol, ul, li,
 * em, abbr, figure) keep their class, dir, title and aria-label through the global
 * attributes WordPress gives each of them.
 */

defined( 'ABSPATH' ) || exit;

/** The tags and attributes the fragment uses beyond WordPress's "post" list. */
function arimaa_viewer_allowed_tags() {
	$paint = array(
		'fill'            => true,
		'fill-opacity'    => true,
		'stroke'          => true,
		'stroke-opacity'  => true,
		'stroke-width'    => true,
		'stroke-linecap'  => true,
		'stroke-linejoin' => true,
		'opacity'         => true,
	);
	return array(
		// The element's attributes the block writes (the attributes' declaration,
		// includes/attributes.php; the element ignores values it does not know).
		// lang: the site's language, which the saved static view is written in.
		'arimaa-viewer' => array_fill_keys( arimaa_viewer_block_element_attributes(), true ) + array( 'lang' => true ),
		// The record; a record that hides moves is in base64 (data-encoding).
		'template'      => array( 'class' => true, 'data-encoding' => true ),
		// The static view's box, shown through the element's slot until it takes over;
		// its side panel scrolls, and is focusable for readers with a keyboard.
		'div'           => array( 'slot' => true, 'tabindex' => true ),
		// The node shown in the move list.
		'mark'          => array( 'aria-current' => true ),
		'svg'           => array(
			// The board, and the side panel's strut (class arimaa-strut, aria-hidden).
			'class'       => true,
			'aria-hidden' => true,
			'role'        => true,
			'aria-label'  => true,
			'xmlns'       => true,
			'width'       => true,
			'height'      => true,
			'viewbox'     => true,
			'font-family' => true,
		),
		'defs'          => array(),
		'g'             => array( 'id' => true, 'transform' => true, 'opacity' => true ),
		'use'           => array( 'href' => true, 'transform' => true ) + $paint,
		'path'          => array( 'id' => true, 'd' => true ) + $paint,
		'rect'          => array( 'x' => true, 'y' => true, 'width' => true, 'height' => true, 'rx' => true ) + $paint,
		'circle'        => array( 'cx' => true, 'cy' => true, 'r' => true ) + $paint,
		'text'          => array( 'x' => true, 'y' => true, 'font-size' => true, 'font-weight' => true, 'text-anchor' => true ) + $paint,
	);
}

/** Adds the fragment's tags to the "post" context (merged with what is there). */
function arimaa_viewer_kses_allowed_html( $tags, $context ) {
	if ( 'post' !== $context ) {
		return $tags;
	}
	foreach ( arimaa_viewer_allowed_tags() as $tag => $attributes ) {
		$tags[ $tag ] = array_merge( isset( $tags[ $tag ] ) ? $tags[ $tag ] : array(), $attributes );
	}
	return $tags;
}
add_filter( 'wp_kses_allowed_html', 'arimaa_viewer_kses_allowed_html', 10, 2 );
