//! Static game galleries (`arimaa gallery`): pages that work from any static
//! host or straight from the file system.

mod entry;
mod last_moves;
mod site;

pub use entry::{entries_from, Entry};
pub use site::{write_site, SiteOptions, Summary};
