<?php
/**
 * Tests only (a must-use plugin of the scratch site): `?arimaa-theme=NAME` shows a page
 * in that installed theme, so one site is read in a block theme and a classic one.
 */
if ( isset( $_GET['arimaa-theme'] ) && preg_match( '/^[a-z0-9-]+$/', $_GET['arimaa-theme'] ) ) {
	$arimaa_test_theme = $_GET['arimaa-theme'];
	add_filter( 'stylesheet', function () use ( $arimaa_test_theme ) { return $arimaa_test_theme; } );
	add_filter( 'template', function () use ( $arimaa_test_theme ) { return $arimaa_test_theme; } );
}
