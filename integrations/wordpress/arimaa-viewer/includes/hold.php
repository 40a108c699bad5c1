<?php
/**
 * Boards leave the content filters as they were made. A board's HTML (a block's
 * saved fragment, the shortcode's output) is held behind a placeholder word while
 * the_content runs the filters meant for prose, and put back after them: wptexturize
 * would curl the quotes and dashes of its comments, convert_smilies make "8)" an
 * image, wpautop put paragraphs inside <arimaa-viewer>, which it does not know,
 * do_shortcode run a "[…]" of a comment.
 *
 * A block theme's page is one template whose HTML, post content included, goes
 * through wptexturize and convert_smilies once more after the_content
 * (get_the_block_template_html, before wp_head): while such a template is being made
 * the boards stay held, and come back as the template is printed, in a buffer opened
 * at wp_body_open and closed at wp_footer (template-canvas.php prints it in between).
 */

defined( 'ABSPATH' ) || exit;

/** The hooks that show boards, with the priority at which their HTML comes back. */
const ARIMAA_VIEWER_HOLD_HOOKS = array( 'the_content', 'widget_text_content', 'widget_block_content' );
const ARIMAA_VIEWER_RELEASE_PRIORITY = 99;

/**
 * A placeholder for `$html` while one of those filters runs (else `$html` itself:
 * nothing would put it back). It stands on lines of its own, so that wpautop makes
 * it a paragraph, which goes with it when the HTML comes back.
 */
function arimaa_viewer_hold( $html ) {
	global $arimaa_viewer_held;
	$filtering = arimaa_viewer_making_block_template();
	foreach ( ARIMAA_VIEWER_HOLD_HOOKS as $hook ) {
		$filtering = $filtering || doing_filter( $hook );
	}
	if ( ! $filtering || '' === $html ) {
		return $html;
	}
	$arimaa_viewer_held         = is_array( $arimaa_viewer_held ) ? $arimaa_viewer_held : array();
	$key                        = 'ARIMAAVIEWER' . wp_generate_password( 16, false ) . 'X';
	$arimaa_viewer_held[ $key ] = $html;
	return "\n\n" . $key . "\n\n";
}

/** Whether a block theme's template is being made (its HTML is printed after wp_head). */
function arimaa_viewer_making_block_template() {
	return ! empty( $GLOBALS['_wp_current_template_content'] ) && ! did_action( 'wp_head' );
}

/** Puts the held HTML back (without the paragraph wpautop may have put around it). */
function arimaa_viewer_release( $content ) {
	global $arimaa_viewer_held;
	if ( empty( $arimaa_viewer_held ) || ! is_string( $content ) || ( doing_filter( 'the_content' ) && arimaa_viewer_making_block_template() ) ) {
		return $content;
	}
	foreach ( $arimaa_viewer_held as $key => $html ) {
		$content = preg_replace_callback(
			'~(?:<p>\s*)?' . $key . '(?:\s*</p>)?~',
			function () use ( $html ) {
				return $html;
			},
			$content,
			-1,
			$count
		);
		if ( $count ) {
			unset( $arimaa_viewer_held[ $key ] );
		}
	}
	return $content;
}

/** Opens the buffer in which a block template's held boards come back. */
function arimaa_viewer_open_template_buffer() {
	global $arimaa_viewer_held, $arimaa_viewer_buffer;
	if ( ! empty( $arimaa_viewer_held ) && ! empty( $GLOBALS['_wp_current_template_content'] ) ) {
		$arimaa_viewer_buffer = ob_start( 'arimaa_viewer_release' );
	}
}
add_action( 'wp_body_open', 'arimaa_viewer_open_template_buffer', PHP_INT_MAX );

function arimaa_viewer_close_template_buffer() {
	global $arimaa_viewer_buffer;
	if ( ! empty( $arimaa_viewer_buffer ) ) {
		$arimaa_viewer_buffer = false;
		ob_end_flush();
	}
}
add_action( 'wp_footer', 'arimaa_viewer_close_template_buffer', ~PHP_INT_MAX );

foreach ( ARIMAA_VIEWER_HOLD_HOOKS as $arimaa_viewer_hook ) {
	add_filter( $arimaa_viewer_hook, 'arimaa_viewer_release', ARIMAA_VIEWER_RELEASE_PRIORITY );
}
unset( $arimaa_viewer_hook );
