<?php
/**
 * The element's scripts, enqueued only while a page shows a board (a block or a
 * shortcode rendered): a post without one loads nothing of ours.
 *
 * What is enqueued is a small classic script, loader.js, that imports the element's
 * module (dist/arimaa-viewer.js, which finds the wasm beside itself). A classic script
 * keeps working when an optimizer adds defer or async, delays it, or moves it: the
 * boards are static HTML until it runs, and the element upgrades them whenever it does.
 */

defined( 'ABSPATH' ) || exit;

/** The URL of a file of the plugin (loader.js, dist/…, block/…). */
function arimaa_viewer_url( $file ) {
	return plugins_url( $file, ARIMAA_VIEWER_FILE );
}

/** Registers the reader's script (not enqueued yet). */
function arimaa_viewer_register_assets() {
	wp_register_script( 'arimaa-viewer', arimaa_viewer_url( 'loader.js' ), array(), ARIMAA_VIEWER_VERSION, true );
	// The static view laid out as the viewer will be (dist/arimaa-viewer.css, made with the
	// element), then the plugin's own rules for blocks and shortcodes.
	wp_register_style( 'arimaa-viewer-layout', arimaa_viewer_url( 'dist/arimaa-viewer.css' ), array(), ARIMAA_VIEWER_VERSION );
	wp_register_style( 'arimaa-viewer', arimaa_viewer_url( 'style.css' ), array( 'arimaa-viewer-layout' ), ARIMAA_VIEWER_VERSION );
}
add_action( 'init', 'arimaa_viewer_register_assets' );

/** Called by whatever prints a board on a page for readers. */
function arimaa_viewer_enqueue() {
	if ( is_feed() || is_admin() ) {
		return;
	}
	wp_enqueue_script( 'arimaa-viewer' );
	wp_enqueue_style( 'arimaa-viewer' );
}

/**
 * A classic theme prints a post's content after wp_head: a stylesheet enqueued while a
 * board renders is printed in the footer, after the board has been painted without
 * it, which then moves when it arrives. So the page's posts are looked at before
 * wp_head, and where one holds a board the style sheet goes in the head. (A block
 * theme renders its template before wp_head: there the board's own enqueue is early
 * enough. Boards in widgets or elsewhere still enqueue themselves.)
 */
function arimaa_viewer_enqueue_for_posts() {
	global $wp_query;
	if ( is_feed() || is_admin() || empty( $wp_query->posts ) ) {
		return;
	}
	foreach ( $wp_query->posts as $post ) {
		$content = isset( $post->post_content ) ? (string) $post->post_content : '';
		if ( has_block( 'arimaa/game', $content ) || has_shortcode( $content, 'arimaa' ) ) {
			arimaa_viewer_enqueue();
			return;
		}
	}
}
add_action( 'wp_enqueue_scripts', 'arimaa_viewer_enqueue_for_posts' );
