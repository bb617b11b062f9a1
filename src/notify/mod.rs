//! Playing over days: notifications (mail, webhook, Web Push, Atom feed), move deadlines, absences,
//! votes and the background worker that drives them (docs/notifications.md).
//!
//! The move path does not change: the worker derives notifications from the durable event
//! log into a durable outbox and delivers from there; automatic passes go through
//! [`crate::service::Service::move_automatically`], the same write path as players' moves.

pub mod derive;
pub mod feed;
pub mod mail;
pub mod messages;
pub mod push;
pub mod tournaments;
pub mod webhook;
pub mod worker;

pub use worker::{spawn, TickReport, Worker};
