<?php
/**
 * Plugin Name: Test optimizer
 * Description: What "defer JavaScript" optimizer plugins do, for the tests: with
 * ?optimize=1 every script tag gets defer and async.
 */
add_filter(
	'script_loader_tag',
	function ( $tag ) {
		if ( empty( $_GET['optimize'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			return $tag;
		}
		return preg_replace( '~<script(?![^>]*\bdefer\b)~', '<script defer async', $tag );
	}
);
