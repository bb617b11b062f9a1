//! King of Siam on the web: the map drawn as SVG (`board`) and the move composer
//! (`composer`), which lets a player build a move by clicks without JavaScript.

pub mod board;
pub mod composer;
