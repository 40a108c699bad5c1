<?php
// Installs WordPress into the database named by the config file (WORDPRESS_CONFIG),
// creating the database first. Run: php install.php ADMIN_PASSWORD
$_SERVER['WORDPRESS_CONFIG'] = getenv( 'WORDPRESS_CONFIG' );
$_SERVER['HTTP_HOST']        = '127.0.0.1';
require '/etc/wordpress/config-' . getenv( 'WORDPRESS_CONFIG' ) . '.php';
$db = new mysqli( DB_HOST_ONLY, DB_USER, DB_PASSWORD, '', DB_PORT );
$db->query( 'CREATE DATABASE IF NOT EXISTS `' . DB_NAME . '` CHARACTER SET utf8mb4' );
$db->close();

define( 'WP_INSTALLING', true );
require '/usr/share/wordpress/wp-load.php';
require ABSPATH . 'wp-admin/includes/upgrade.php';
$result = wp_install( 'Arimaa blog', 'admin', 'admin@example.org', false, '', $argv[1] );
echo is_wp_error( $result ) ? 'error' : 'installed', "\n";
