<?php
/**
 * What an Author (no unfiltered_html) may save: the block's static fragment, and
 * nothing more. WordPress filters their posts with the "post" allow list, which knows
 * neither <arimaa-viewer>, <template> nor SVG; this adds exactly the tags and
 * attributes the core's fragment uses. No event handler, style or script can come in
 * this way: kses drops every attribute not listed, and checks the protocol of href.
 *
 * Rendering protects the record too: texturize and smilies skip <template> text.
 */

defined( 'ABSPATH' ) || exit;

/** The tags and attributes of the fragment (www/arimaa-markdown-it.js renderFence). */
function arimaa_viewer_allowed_tags() {
	$paint = array(
		'fill'            => true,
		'fill-opacity'    => true,
		'opacity'         => true,
		'stroke'          => true,
		'stroke-width'    => true,
		'stroke-opacity'  => true,
		'stroke-linecap'  => true,
		'stroke-linejoin' => true,
		'transform'       => true,
	);
	return array(
		'arimaa-viewer' => array(
			'src'         => true,
			'game'        => true,
			'path'        => true,
			'orientation' => true,
			'controls'    => true,
			'move-list'   => true,
			'comments'    => true,
			'coordinates' => true,
			'spoilers'    => true,
			'theme'       => true,
			'link'        => true,
			'class'       => true,
		),
		'template'      => array( 'class' => true ),
		'svg'           => array(
			'xmlns'       => true,
			'width'       => true,
			'height'      => true,
			'viewbox'     => true,
			'font-family' => true,
			'role'        => true,
			'aria-hidden' => true,
		),
		'defs'          => array(),
		'g'             => array( 'id' => true ) + $paint,
		'path'          => array( 'id' => true, 'd' => true ) + $paint,
		'use'           => array( 'href' => true ) + $paint,
		'circle'        => array( 'cx' => true, 'cy' => true, 'r' => true ) + $paint,
		'rect'          => array( 'x' => true, 'y' => true, 'width' => true, 'height' => true, 'rx' => true ) + $paint,
		'line'          => array( 'x1' => true, 'y1' => true, 'x2' => true, 'y2' => true ) + $paint,
		'polygon'       => array( 'points' => true ) + $paint,
		'text'          => array( 'x' => true, 'y' => true, 'font-size' => true, 'font-weight' => true, 'text-anchor' => true, 'dominant-baseline' => true ) + $paint,
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

/** The record inside <template> is text for the element: no curly quotes or dashes. */
function arimaa_viewer_no_texturize_tags( $tags ) {
	$tags[] = 'template';
	return $tags;
}
add_filter( 'no_texturize_tags', 'arimaa_viewer_no_texturize_tags' );
