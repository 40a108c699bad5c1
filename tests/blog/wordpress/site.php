<?php
// After install: the plugin active (unless ARIMAA_WP_PLUGIN=none), the default theme, an Author, and posts written
// by that Author (kses applies: they have no unfiltered_html). Prints JSON.
// BLOCK_POSTS_FILE holds more posts as JSON ({ title: content }), published as they are.
// Run: php site.php AUTHOR_PASSWORD RECORD_FILE HOSTILE_FILE BLOCK_POSTS_FILE
$_SERVER['WORDPRESS_CONFIG'] = getenv( 'WORDPRESS_CONFIG' );
$_SERVER['HTTP_HOST']        = '127.0.0.1';
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

// ARIMAA_WP_PLUGIN=none: the test installs the plugin itself, as an admin would.
if ( 'none' !== getenv( 'ARIMAA_WP_PLUGIN' ) ) {
	$activated = activate_plugin( 'arimaa-viewer/arimaa-viewer.php' );
	if ( is_wp_error( $activated ) ) {
		fwrite( STDERR, $activated->get_error_message() );
		exit( 1 );
	}
}
switch_theme( 'twentytwentythree' );
// ARIMAA_WP_LOCALE: the site's language, as Settings → General sets it.
if ( getenv( 'ARIMAA_WP_LOCALE' ) ) {
	update_option( 'WPLANG', getenv( 'ARIMAA_WP_LOCALE' ) );
}
update_option( 'use_smilies', 1 );
// Avatars come from gravatar.com, which the test machine does not reach.
update_option( 'show_avatars', 0 );

$author = wp_insert_user(
	array(
		'user_login' => 'author',
		'user_pass'  => $argv[1],
		'user_email' => 'author@example.org',
		'role'       => 'author',
	)
);
wp_set_current_user( $author ); // kses_init: the Author's filters from here on

$record  = file_get_contents( $argv[2] );
$hostile = file_get_contents( $argv[3] );
$publish = function ( $title, $content ) {
	// wp_insert_post takes slashed data, as a form sends it.
	return wp_insert_post( wp_slash( array( 'post_title' => $title, 'post_content' => $content, 'post_status' => 'publish' ) ), true );
};
$blocks = array();
foreach ( json_decode( file_get_contents( $argv[4] ), true ) as $title => $content ) {
	$blocks[ $title ] = $publish( $title, $content );
}
echo wp_json_encode(
	array(
		'blocks'    => $blocks,
		'author'    => $author,
		'plain'     => $publish( 'A post without a board', "<!-- wp:paragraph -->\n<p>Nothing to see here.</p>\n<!-- /wp:paragraph -->" ),
		'shortcode' => $publish( 'A shortcode game', "Before the game.\n\n[arimaa path=\"2g\" orientation=\"silver\" onclick=\"alert(1)\"]\n" . $record . "[/arimaa]\n\nAfter the game." ),
		'hostileShortcode' => $publish( 'A hostile shortcode', '[arimaa src="javascript:alert(1)" path="&quot;&gt;&lt;script&gt;"]' . $hostile . '[/arimaa]' ),
	)
), "\n";
