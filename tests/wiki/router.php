<?php
// Router for PHP's built-in server in the wiki tests (tests/wiki/wiki.mjs): what Apache's
// aliases would do on a real wiki. The extension's folder is served at
// $wgExtensionAssetsPath/ArimaaViewer (it lives in this repository, not under
// /usr/share/mediawiki/extensions), uploads at /images from the scratch wiki's folder;
// everything else is MediaWiki's own (return false: the server serves the docroot).

$uri = rawurldecode( parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) ?? '/' );
$mounts = [
	'/extensions/ArimaaViewer/' => getenv( 'ARIMAA_WIKI_EXTENSION' ),
	'/images/' => getenv( 'ARIMAA_WIKI_IMAGES' ),
];
// As Debian's /etc/mime.types has them; a .fan or .pgn record has no type there, and
// Apache then sends none: served here as application/octet-stream, the worse case.
$types = [
	'js' => 'text/javascript',
	'wasm' => 'application/wasm',
	'css' => 'text/css',
	'json' => 'application/json',
	'txt' => 'text/plain',
	'svg' => 'image/svg+xml',
	'png' => 'image/png',
];

foreach ( $mounts as $prefix => $dir ) {
	if ( !$dir || strncmp( $uri, $prefix, strlen( $prefix ) ) !== 0 ) {
		continue;
	}
	$rest = substr( $uri, strlen( $prefix ) );
	$path = realpath( $dir . '/' . $rest );
	$root = realpath( $dir );
	if ( $path === false || $root === false || strncmp( $path, $root . '/', strlen( $root ) + 1 ) !== 0
		|| !is_file( $path )
	) {
		http_response_code( 404 );
		header( 'Content-Type: text/plain' );
		echo "Not found\n";
		return true;
	}
	$extension = strtolower( pathinfo( $path, PATHINFO_EXTENSION ) );
	header( 'Content-Type: ' . ( $types[$extension] ?? 'application/octet-stream' ) );
	header( 'X-Content-Type-Options: nosniff' );
	header( 'Content-Length: ' . filesize( $path ) );
	readfile( $path );
	return true;
}
return false;
