<?php
/**
 * The plugin's words in the site's language (issue 36). languages/ holds what
 * scripts/integration-messages.mjs makes from the repository's one catalogue (i18n/):
 * a .mo per locale for the PHP's words and block.json's, and the block editor script's
 * JSON translations. The board itself (the saved static view, the element) speaks the
 * site's language, not the editing user's: it is the post's, read by every reader.
 */

defined( 'ABSPATH' ) || exit;

/** The plugin's own languages folder. */
function arimaa_viewer_languages_dir() {
	return dirname( ARIMAA_VIEWER_FILE ) . '/languages';
}

/**
 * Loads the .mo of the locale WordPress asks for; before init's other work, so that
 * block.json's title and description (translated when the block is registered) find it.
 */
function arimaa_viewer_load_textdomain() {
	load_plugin_textdomain( 'arimaa-viewer', false, dirname( plugin_basename( ARIMAA_VIEWER_FILE ) ) . '/languages' );
}
add_action( 'init', 'arimaa_viewer_load_textdomain', 0 );

/**
 * The file of the same language when the plugin has none for the locale itself: de_AT,
 * de_CH and de_DE_formal read de_DE's, es_MX es_ES's (WordPress looks for the exact
 * locale only). `$file` is the name WordPress looked for; null when there is none.
 */
function arimaa_viewer_same_language_file( $file ) {
	$dir  = arimaa_viewer_languages_dir();
	$name = basename( $file );
	if ( dirname( $file ) !== $dir || ! preg_match( '/^arimaa-viewer-([a-z]{2,3})(?:_[A-Za-z0-9_]+)?(-[0-9a-f]{32})?(\.mo|\.json)$/', $name, $m ) ) {
		return null;
	}
	$same = glob( $dir . '/arimaa-viewer-' . $m[1] . '{,_*}' . $m[2] . $m[3], GLOB_BRACE );
	return $same ? $same[0] : null;
}

/** load_textdomain_mofile: our .mo for a locale we have no file of, by its language. */
function arimaa_viewer_mofile( $mofile, $domain ) {
	if ( 'arimaa-viewer' !== $domain || is_readable( $mofile ) ) {
		return $mofile;
	}
	return arimaa_viewer_same_language_file( $mofile ) ?? $mofile;
}
add_filter( 'load_textdomain_mofile', 'arimaa_viewer_mofile', 10, 2 );

/** load_script_translation_file: the block editor's JSON, found the same way. */
function arimaa_viewer_script_translations( $file, $handle, $domain ) {
	if ( 'arimaa-viewer' !== $domain || ! is_string( $file ) || is_readable( $file ) ) {
		return $file;
	}
	return arimaa_viewer_same_language_file( $file ) ?? $file;
}
add_filter( 'load_script_translation_file', 'arimaa_viewer_script_translations', 10, 3 );

/**
 * The site's language as HTML's lang takes it (de_DE → de-DE): the saved board's and
 * the element's, which fall back to the language alone (de) and then to English.
 */
function arimaa_viewer_site_language() {
	return str_replace( '_', '-', get_locale() );
}
