<?php
/**
 * The block "Arimaa game" (block/block.json, block/editor.js). Its saved HTML is the
 * static fragment made in the editor by the core; here it is only registered, and
 * when rendered for a reader the element's scripts are enqueued.
 */

defined( 'ABSPATH' ) || exit;

function arimaa_viewer_register_block() {
	wp_register_script(
		'arimaa-viewer-block-editor',
		arimaa_viewer_url( 'block/editor.js' ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		ARIMAA_VIEWER_VERSION,
		true
	);
	// The sidebar's words in the editing user's language (languages/, the JSON file for
	// this script: WordPress 6.1 sets none for a handle named in block.json).
	wp_set_script_translations( 'arimaa-viewer-block-editor', 'arimaa-viewer', arimaa_viewer_languages_dir() );
	// Where the editor finds the element (live preview), the core and the fragment's
	// writer, and the site's language, which the saved board is written in.
	$where = array(
		'dist'     => arimaa_viewer_url( 'dist/' ),
		'fragment' => add_query_arg( 'ver', ARIMAA_VIEWER_VERSION, arimaa_viewer_url( 'block/fragment.js' ) ),
		'lang'     => arimaa_viewer_site_language(),
	);
	wp_add_inline_script(
		'arimaa-viewer-block-editor',
		'window.arimaaViewerBlock = ' . wp_json_encode( $where ) . ';',
		'before'
	);
	register_block_type( dirname( __DIR__ ) . '/block' );
}
add_action( 'init', 'arimaa_viewer_register_block' );

/**
 * For readers: enqueues the element when the block is on the page, and holds the
 * saved fragment until the content filters are done (includes/hold.php), so that
 * readers get it as the Author saved it (with a record that hides moves in base64,
 * includes/record.php). In a feed: the static view and a link to the post.
 */
function arimaa_viewer_render_block( $content, $block ) {
	if ( 'arimaa/game' !== $block['blockName'] ) {
		return $content;
	}
	if ( is_feed() ) {
		return arimaa_viewer_hold( arimaa_viewer_feed_board( $content ) );
	}
	arimaa_viewer_enqueue();
	return arimaa_viewer_hold( arimaa_viewer_hide_record( $content ) );
}
add_filter( 'render_block', 'arimaa_viewer_render_block', 10, 2 );
