//! Rebuild when a migration changes: `sqlx::migrate!` embeds them at compile time, and
//! askama does the same for templates (it tracks those itself).
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
