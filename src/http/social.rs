//! The game page's social parts: the chat (its form, and the fragment a live page fetches
//! when a message arrives), the player's private note and the chat's mute switch. Who may
//! read and write is decided by [`crate::service::social`].

use super::auth::{self, CsrfForm, MaybeWebUser, WebUser};
use super::parse_game_id;
use super::{render, url_encode, AppError, AppState, Layout, Result};
use crate::game::text::{filters, site, t};
use crate::game::Message;
use crate::notify::feed::xml_escape;
use crate::service::social::{
    resigning_seat, AbandonedEnding, ChatAccess, ChatView, CHAT_MAX_CHARS, PRIVATE_NOTE_MAX_CHARS,
};
use crate::service::ServiceError;
use askama::Template;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/games/{id}/chat", get(chat_fragment).post(post_chat))
        .route("/games/{id}/chat/mute", post(mute_chat))
        .route("/games/{id}/private-note", post(save_note))
        .route("/games/{id}/resign", get(confirm_resign).post(resign))
        .route("/games/{id}/end", post(end_abandoned))
}

/// One message as the page shows it.
pub struct ChatLine {
    pub id: i64,
    pub author: String,
    /// Escaped text with its links made clickable.
    pub html: String,
    /// RFC 3339, shown in the reader's time by the page's script.
    pub at: String,
    pub at_text: String,
    /// A moderator removed it (its text is empty).
    pub removed: bool,
    /// The reader may report it (logged in, not their own).
    pub reportable: bool,
    /// The reader had not seen it before this page.
    pub new: bool,
}

/// The chat and note panel of the game page.
#[derive(Template)]
#[template(path = "games/_chat.html")]
pub struct ChatPanel {
    pub game_id: String,
    pub csrf: String,
    /// The viewer may write.
    pub talk: bool,
    /// Why the viewer reads nothing (None: they read).
    pub closed: Option<String>,
    pub muted: bool,
    /// The viewer plays in this game (may mute and keep a note).
    pub player: bool,
    pub lines: Vec<ChatLine>,
    /// A message that could not be sent, back in the box.
    pub draft: String,
    pub note: String,
    pub chat_max: usize,
    pub note_max: usize,
}

impl ChatPanel {
    /// The panel as `reader` (the logged-in viewer, if any) sees it.
    pub fn new(
        game_id: uuid::Uuid,
        csrf: &str,
        reader: Option<uuid::Uuid>,
        player: bool,
        chat: ChatView,
        draft: &str,
    ) -> Self {
        ChatPanel {
            game_id: game_id.to_string(),
            csrf: csrf.to_string(),
            talk: chat.access == ChatAccess::Talk && !chat.muted,
            closed: match &chat.access {
                ChatAccess::Closed(why) => Some(why.clone()),
                _ => None,
            },
            muted: chat.muted,
            player,
            lines: chat
                .messages
                .iter()
                .map(|m| ChatLine {
                    id: m.message_id,
                    author: m.author.username.clone(),
                    html: chat_html(&m.text),
                    at: m
                        .created_at
                        .format(&time::format_description::well_known::Rfc3339)
                        .unwrap_or_default(),
                    at_text: crate::pages::ago(m.created_at),
                    removed: m.removed,
                    reportable: !m.removed && reader.is_some_and(|r| r != m.author.user_id),
                    new: chat.is_unread(m, reader),
                })
                .collect(),
            draft: draft.to_string(),
            note: chat.note,
            chat_max: CHAT_MAX_CHARS,
            note_max: PRIVATE_NOTE_MAX_CHARS,
        }
    }

    /// The newest message's id (0 when none), which a live page compares.
    pub fn newest(&self) -> i64 {
        self.lines.last().map_or(0, |l| l.id)
    }
}

/// The chat's messages alone, for a live page to swap in.
#[derive(Template)]
#[template(path = "games/_chat_log.html")]
struct ChatLog<'a> {
    lines: &'a [ChatLine],
}

/// Plain text as HTML: everything escaped, line breaks kept by the page's style, direction
/// controls dropped, and `http(s)://` links made clickable (opened in a new tab, marked as
/// user content; a host that mixes scripts shown in ASCII, see [`super::links`]).
pub fn chat_html(text: &str) -> String {
    let text = super::links::without_direction_controls(text);
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest: &str = &text;
    while let Some(start) = find_link(rest) {
        out.push_str(&xml_escape(&rest[..start]));
        let link = &rest[start..];
        let end = link
            .find(|c: char| c.is_whitespace() || matches!(c, '<' | '>' | '"'))
            .unwrap_or(link.len());
        // Punctuation that ends a sentence is not part of the link.
        let url = link[..end].trim_end_matches(['.', ',', ';', ':', '!', '?', ')', '\'']);
        let scheme = link.find("://").map_or(link.len(), |i| i + 3);
        if url.len() <= scheme {
            // "http://" alone: plain text.
            out.push_str(&xml_escape(&link[..scheme]));
            rest = &link[scheme..];
            continue;
        }
        match super::links::shown_link(url) {
            Some(shown) => {
                let url_html = xml_escape(&shown);
                out.push_str(&format!(
                    r#"<a href="{url_html}" rel="nofollow noopener noreferrer ugc" target="_blank">{url_html}</a>"#
                ));
            }
            None => out.push_str(&xml_escape(url)),
        }
        rest = &link[url.len()..];
    }
    out.push_str(&xml_escape(rest));
    out
}

fn find_link(text: &str) -> Option<usize> {
    let http = text.find("http://");
    let https = text.find("https://");
    match (http, https) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// `GET /games/{id}/chat`: the messages the viewer may read, as HTML to swap into the
/// page (a live page fetches it when a message arrives).
async fn chat_fragment(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    Path(id): Path<String>,
) -> Result<Response> {
    let game_id = parse_game_id(&id)?;
    let viewer = user.as_ref().map(|u| &u.user);
    let game = state.service.game(game_id, viewer).await?;
    let chat = state.service.chat_view(&game, viewer).await?;
    let panel = ChatPanel::new(
        game_id,
        "",
        viewer.map(|u| u.user_id),
        game.your_seat.is_some(),
        chat,
        "",
    );
    Ok(render(&ChatLog {
        lines: &panel.lines,
    })?
    .into_response())
}

#[derive(Deserialize)]
struct ChatForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    text: String,
}

/// `POST /games/{id}/chat`: writes a message. A refused message comes back in the box.
async fn post_chat(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Form(form): Form<ChatForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let game_id = parse_game_id(&id)?;
    match state
        .service
        .post_chat(game_id, &user.user, &form.text)
        .await
    {
        Ok(_) => Ok(Redirect::to(&format!("/games/{game_id}#chat")).into_response()),
        Err(
            e @ (ServiceError::Invalid(_)
            | ServiceError::Forbidden(_)
            | ServiceError::RateLimited(_)),
        ) => {
            let draft: String = form.text.chars().take(CHAT_MAX_CHARS * 2).collect();
            Ok(auth::flash_to(
                &state,
                jar,
                &[site(
                    &Message::new("social-chat-not-sent")
                        .arg("why", AppError::from(e).page_message()),
                )],
                &format!("/games/{game_id}?chat_draft={}#chat", url_encode(&draft)),
            ))
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize)]
struct MuteForm {
    #[serde(default)]
    csrf: String,
    /// `1` mutes, anything else unmutes.
    #[serde(default)]
    muted: String,
}

/// `POST /games/{id}/chat/mute`: mutes or unmutes the game's chat for the player.
async fn mute_chat(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Form(form): Form<MuteForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let game_id = parse_game_id(&id)?;
    let muted = form.muted.trim() == "1";
    state
        .service
        .set_chat_muted(game_id, &user.user, muted)
        .await?;
    let said = if muted {
        t("social-chat-muted-now")
    } else {
        t("social-chat-unmuted-now")
    };
    Ok(auth::flash_to(
        &state,
        jar,
        &[said],
        &format!("/games/{game_id}#chat"),
    ))
}

#[derive(Deserialize)]
struct NoteForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    note: String,
}

/// `POST /games/{id}/private-note`: saves the player's own note.
async fn save_note(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Form(form): Form<NoteForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let game_id = parse_game_id(&id)?;
    state
        .service
        .set_private_note(game_id, &user.user, &form.note)
        .await?;
    Ok(auth::flash_to(
        &state,
        jar,
        &[t("social-note-saved")],
        &format!("/games/{game_id}#private-note"),
    ))
}

/// The question before resigning.
#[derive(Template)]
#[template(path = "games/resign.html")]
struct ResignPage {
    layout: Layout,
    game_id: String,
    title: String,
    number: i64,
    others: String,
    two_players: bool,
    automatic_does: String,
}

/// Whether the viewer may resign `game` now ([`resigning_seat`]).
pub fn can_resign(game: &crate::service::GameState) -> bool {
    resigning_seat(game).is_ok()
}

/// `GET /games/{id}/resign`: asks first, saying what resigning does here.
async fn confirm_resign(
    State(state): State<AppState>,
    user: WebUser,
    Path(id): Path<String>,
) -> Result<Response> {
    let game_id = parse_game_id(&id)?;
    let game = state.service.game(game_id, Some(&user.user)).await?;
    if !can_resign(&game) {
        let cannot = t("social-resign-cannot");
        return Err(AppError::Service(ServiceError::Conflict(cannot)));
    }
    let me = game.your_seat;
    let others: Vec<String> = game
        .record
        .players
        .iter()
        .enumerate()
        .filter(|(s, _)| Some(*s) != me)
        .map(|(_, u)| crate::service::computers::shown_user(u))
        .collect();
    Ok(render(&ResignPage {
        layout: Layout::new(Some(&user), Vec::new()),
        game_id: game_id.to_string(),
        title: game.game_type.title(&game.record.options),
        number: game.record.number,
        others: others.join(", "),
        two_players: game.record.players.len() == 2,
        automatic_does: game.game_type.automatic_words().does,
    })?
    .into_response())
}

/// `POST /games/{id}/resign`: resigns, back to the game.
async fn resign(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let game_id = parse_game_id(&id)?;
    state.service.resign(game_id, &user.user).await?;
    Ok(auth::flash_to(
        &state,
        jar,
        &[t("social-resigned")],
        &format!("/games/{game_id}"),
    ))
}

/// `POST /games/{id}/end`: the one player left ends the game, back to it.
async fn end_abandoned(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let game_id = parse_game_id(&id)?;
    let (_, ending) = state.service.end_abandoned(game_id, &user.user).await?;
    let said = match ending {
        AbandonedEnding::Win => t("social-ended-won"),
        AbandonedEnding::Cancel => t("social-ended-cancelled"),
    };
    Ok(auth::flash_to(
        &state,
        jar,
        &[said],
        &format!("/games/{game_id}"),
    ))
}

#[cfg(test)]
mod tests {
    use super::chat_html;

    #[test]
    fn chat_text_is_escaped_and_links_are_clickable() {
        assert_eq!(
            chat_html("<b>hi</b> & 'you'"),
            "&lt;b&gt;hi&lt;/b&gt; &amp; &apos;you&apos;"
        );
        assert_eq!(
            chat_html("see https://example.org/a?b=1&c=2."),
            r#"see <a href="https://example.org/a?b=1&amp;c=2" rel="nofollow noopener noreferrer ugc" target="_blank">https://example.org/a?b=1&amp;c=2</a>."#
        );
        // A quote cannot leave the attribute; "javascript:" is never a link.
        assert!(!chat_html(r#"https://x.org/"onmouseover="alert(1)"#).contains(r#"" onmouseover"#));
        assert_eq!(chat_html("javascript:alert(1)"), "javascript:alert(1)");
        assert_eq!(chat_html("http:// nothing"), "http:// nothing");
    }

    #[test]
    fn look_alike_links_show_their_ascii_host_and_direction_controls_go() {
        let html = chat_html("pay at https://\u{430}pple.com/pay now");
        assert!(
            html.contains(r#"href="https://xn--pple-43d.com/pay""#)
                && html.contains(">https://xn--pple-43d.com/pay</a>"),
            "{html}"
        );
        assert!(!html.contains('\u{430}'), "{html}");
        assert_eq!(chat_html("my photo\u{202e}gpj.exe"), "my photogpj.exe");
    }
}
