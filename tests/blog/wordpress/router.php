<?php
// Router for `php -S` serving Debian's WordPress (/usr/share/wordpress) with a scratch
// content folder (plugins, themes, uploads) in ARIMAA_WP_CONTENT, served at /wp-content/.
// PHP files run here, at the top level (WordPress needs its globals), after the
// request is told which config file Debian's wp-config.php should read.
$root    = '/usr/share/wordpress';
$content = getenv( 'ARIMAA_WP_CONTENT' );
$uri     = rawurldecode( parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$_SERVER['WORDPRESS_CONFIG'] = getenv( 'WORDPRESS_CONFIG' );

if ( 0 === strpos( $uri, '/wp-content/' ) ) {
	$file = realpath( $content . substr( $uri, strlen( '/wp-content' ) ) );
	if ( false === $file || ! is_file( $file ) || '.php' === substr( $file, -4 ) ) {
		http_response_code( 404 );
		return true;
	}
	$types = array(
		'js' => 'text/javascript', 'mjs' => 'text/javascript', 'css' => 'text/css', 'wasm' => 'application/wasm',
		'json' => 'application/json', 'svg' => 'image/svg+xml', 'png' => 'image/png', 'jpg' => 'image/jpeg',
		'woff2' => 'font/woff2', 'woff' => 'font/woff', 'txt' => 'text/plain', 'fan' => 'text/plain', 'pgn' => 'text/plain',
		'map' => 'application/json',
	);
	$ext = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
	header( 'Content-Type: ' . ( $types[ $ext ] ?? 'application/octet-stream' ) );
	header( 'Content-Length: ' . filesize( $file ) );
	readfile( $file );
	return true;
}

$file = $root . $uri;
if ( is_dir( $file ) ) {
	$file = rtrim( $file, '/' ) . '/index.php';
}
if ( is_file( $file ) && '.php' !== substr( $file, -4 ) ) {
	return false; // a static file of WordPress itself
}
if ( ! is_file( $file ) ) {
	$file = $root . '/index.php';
}
$_SERVER['SCRIPT_FILENAME'] = $file;
$_SERVER['SCRIPT_NAME']     = substr( $file, strlen( $root ) );
$_SERVER['PHP_SELF']        = $_SERVER['SCRIPT_NAME'];
chdir( dirname( $file ) );
require $file;
