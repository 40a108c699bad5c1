<?php
/**
 * Plugin Name: Arimaa Viewer
 * Description: Arimaa game records in posts: a block "Arimaa game" (paste a record or pick an uploaded .fan/.pgn/.txt file, with a live preview) and a shortcode [arimaa]. Readers without JavaScript, and feeds, see a picture of the position.
 * Version: 0.2.0
 * Requires at least: 6.1
 * Requires PHP: 7.4
 * License: MIT
 * License URI: https://opensource.org/licenses/MIT
 * Text Domain: arimaa-viewer
 * Domain Path: /languages
 *
 * The board is the <arimaa-viewer> element (dist/, built from this repository's www/).
 * The block's saved HTML is the static fragment the core makes in the editor: a
 * picture of the node and the record in a <template>; the element upgrades it in place.
 */

defined( 'ABSPATH' ) || exit;

define( 'ARIMAA_VIEWER_VERSION', '0.2.0' );
define( 'ARIMAA_VIEWER_FILE', __FILE__ );

require_once __DIR__ . '/includes/assets.php';
require_once __DIR__ . '/includes/languages.php';
require_once __DIR__ . '/includes/attributes.php';
require_once __DIR__ . '/includes/hold.php';
require_once __DIR__ . '/includes/kses.php';
require_once __DIR__ . '/includes/record.php';
require_once __DIR__ . '/includes/shortcode.php';
require_once __DIR__ . '/includes/block.php';
require_once __DIR__ . '/includes/uploads.php';
