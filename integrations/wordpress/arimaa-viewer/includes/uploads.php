<?php
/**
 * Game records in the media library: .fan, .pgn and .txt uploads.
 *
 * The block editor checks an upload's type as the browser names it before sending
 * it: a .pgn is application/vnd.chess-pgn (its registered type, which browsers take
 * from the system's MIME database), a .fan has no type. WordPress then checks the
 * file's content with fileinfo, which calls both text/plain: it accepts that for
 * text/plain types only, so a .pgn whose content is plain text is let through here.
 */

defined( 'ABSPATH' ) || exit;

const ARIMAA_VIEWER_PGN_TYPE = 'application/vnd.chess-pgn';

function arimaa_viewer_upload_mimes( $mimes ) {
	$mimes['fan'] = 'text/plain';
	$mimes['pgn'] = ARIMAA_VIEWER_PGN_TYPE;
	return $mimes;
}
add_filter( 'upload_mimes', 'arimaa_viewer_upload_mimes' );

/** A .pgn upload whose content fileinfo reads as plain text, where .pgn is allowed. */
function arimaa_viewer_check_filetype( $data, $file, $filename, $mimes, $real_mime = null ) {
	if ( ! empty( $data['ext'] ) || 'text/plain' !== $real_mime ) {
		return $data;
	}
	$allowed = empty( $mimes ) ? get_allowed_mime_types() : $mimes;
	if ( 'pgn' !== strtolower( pathinfo( $filename, PATHINFO_EXTENSION ) ) || ! in_array( ARIMAA_VIEWER_PGN_TYPE, $allowed, true ) ) {
		return $data;
	}
	return array(
		'ext'             => 'pgn',
		'type'            => ARIMAA_VIEWER_PGN_TYPE,
		'proper_filename' => $data['proper_filename'],
	);
}
add_filter( 'wp_check_filetype_and_ext', 'arimaa_viewer_check_filetype', 10, 5 );
