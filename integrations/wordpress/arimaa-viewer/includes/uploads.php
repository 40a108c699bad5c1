<?php
/**
 * Game records in the media library: .fan, .pgn and .txt uploads are plain text
 * (WordPress checks a file's content against its type, and these are text).
 */

defined( 'ABSPATH' ) || exit;

function arimaa_viewer_upload_mimes( $mimes ) {
	$mimes['fan'] = 'text/plain';
	$mimes['pgn'] = 'text/plain';
	return $mimes;
}
add_filter( 'upload_mimes', 'arimaa_viewer_upload_mimes' );
