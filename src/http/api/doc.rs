//! The OpenAPI document's modifiers: what is assembled from the registry (each game's
//! choices and player counts) and what every operation of a kind answers.

//! JSON API v1 (bearer tokens; errors as `{"error":{"code","message"}}`), described by the
//! generated OpenAPI document at `/api/v1/openapi.json`.

use crate::games;
use serde_json::Value;
use std::collections::BTreeMap;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::Modify;

/// Adds every hosted game's choices to the invitation request and the options, from the
/// registry, so that a new game never edits this file.
pub(super) struct GameChoices;

impl Modify for GameChoices {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
        use utoipa::openapi::RefOr;
        // Each choice name with its values and where it applies, over every game.
        let mut choices: BTreeMap<&str, (Vec<&str>, Vec<String>)> = BTreeMap::new();
        for game in games::all() {
            for spec in game.option_specs() {
                let entry = choices.entry(spec.name).or_default();
                for (value, _) in spec.choices {
                    if !entry.0.contains(value) {
                        entry.0.push(value);
                    }
                }
                entry.1.push(format!(
                    "{} ({}): {}; default `{}`",
                    game.name(),
                    game.slug(),
                    spec.legend,
                    spec.choices[0].0
                ));
            }
        }
        let slugs: Vec<&str> = games::all().iter().map(|g| g.slug()).collect();
        let Some(components) = openapi.components.as_mut() else {
            return;
        };
        for schema_name in ["InvitationRequest", "OptionsJson", "TournamentRequest"] {
            let Some(RefOr::T(Schema::Object(object))) = components.schemas.get_mut(schema_name)
            else {
                continue;
            };
            for (name, (values, applies)) in &choices {
                object.properties.insert(
                    (*name).to_string(),
                    ObjectBuilder::new()
                        .schema_type(Type::String)
                        .enum_values(Some(values.clone()))
                        .description(Some(applies.join(". ")))
                        .into(),
                );
            }
            if schema_name != "OptionsJson" {
                // The player counts of every hosted game, as one range; a count a game
                // does not offer is refused in the game's words.
                let all = games::all();
                let counts = all
                    .iter()
                    .flat_map(|g| g.player_counts().iter().map(|c| c.players));
                let (lo, hi) = counts.fold((usize::MAX, 0), |(lo, hi), n| (lo.min(n), hi.max(n)));
                if let Some(RefOr::T(Schema::Object(players))) =
                    object.properties.get_mut("players")
                {
                    players.minimum = Some((lo as f64).into());
                    players.maximum = Some((hi as f64).into());
                }
                // An invitation's deadline may be left out; a tournament's may not.
                let deadline = if schema_name == "InvitationRequest" {
                    ObjectBuilder::new()
                        .schema_type(utoipa::openapi::schema::SchemaType::from_iter([
                            Type::Integer,
                            Type::Null,
                        ]))
                        .enum_values(Some(
                            crate::store::DEADLINE_DAYS
                                .iter()
                                .map(|d| serde_json::json!(d))
                                .chain([Value::Null]),
                        ))
                        .description(Some(
                            "Optional move deadline in days per move (default none). When it \
                             runs out the server makes the game's automatic move for the player.",
                        ))
                } else {
                    ObjectBuilder::new()
                        .schema_type(Type::Integer)
                        .enum_values(Some(
                            crate::store::DEADLINE_DAYS
                                .iter()
                                .map(|d| serde_json::json!(d)),
                        ))
                        .description(Some(
                            "Days per move in the tournament's games. When they run out the \
                             server makes the game's automatic move for the player.",
                        ))
                };
                object
                    .properties
                    .insert("deadline_days".into(), deadline.into());
                // Null (or left out) is the default game.
                object.properties.insert(
                    "game".into(),
                    ObjectBuilder::new()
                        .schema_type(utoipa::openapi::schema::SchemaType::from_iter([
                            Type::String,
                            Type::Null,
                        ]))
                        .enum_values(Some(
                            slugs
                                .iter()
                                .map(|s| serde_json::json!(s))
                                .chain([Value::Null]),
                        ))
                        .description(Some(format!(
                            "Game slug; default `{}`.",
                            games::DEFAULT_GAME
                        )))
                        .into(),
                );
            }
        }
    }
}

/// Documents the answers every operation of a kind can give, in one place, so that the
/// document stays complete as operations are added (`tests/api_v1.rs` checks it, and
/// `scripts/schemathesis.sh` with `CHECKS=all` in CI): a body that is not JSON or does not
/// fit the schema (400, also for a NUL character in a path parameter), is too large (413) or is not sent as JSON (415); a bad or missing token (401); an
/// unknown id or code (404); a game whose stored log no longer replays (500); a database
/// that cannot answer or save right now (503).
pub(super) struct EveryAnswer;

impl Modify for EveryAnswer {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::{ContentBuilder, Ref, ResponseBuilder};
        let error = |description: &str| {
            ResponseBuilder::new()
                .description(description)
                .content(
                    "application/json",
                    ContentBuilder::new()
                        .schema(Some(Ref::from_schema_name("ErrorBody")))
                        .build(),
                )
                .build()
        };
        for (path, item) in openapi.paths.paths.iter_mut() {
            for op in operations(item) {
                let mut add = |status: &str, description: &str| {
                    op.responses
                        .responses
                        .entry(status.to_string())
                        .or_insert_with(|| error(description).into());
                };
                if op.request_body.is_some() {
                    add(
                        "400",
                        "invalid_input: the body is not JSON or does not fit this document",
                    );
                    add("413", "invalid_input: the body is too large");
                    add(
                        "415",
                        "invalid_input: send the body as Content-Type: application/json",
                    );
                }
                let has_query = op.parameters.as_ref().is_some_and(|ps| {
                    ps.iter()
                        .any(|p| p.parameter_in == utoipa::openapi::path::ParameterIn::Query)
                });
                if has_query {
                    add(
                        "400",
                        "invalid_input: a query parameter does not fit this document",
                    );
                }
                if op.security.is_some() {
                    add(
                        "401",
                        "unauthorized: the token is missing, unknown or expired",
                    );
                }
                if path.contains('{') {
                    // Any text in the request with a NUL character (src/http/no_nul.rs).
                    add(
                        "400",
                        "invalid_input: a path parameter contains a NUL character",
                    );
                    add("404", "not_found: no such game or invitation");
                }
                if path.starts_with("/api/v1/games/{id}") {
                    add(
                        "500",
                        "damaged_game: the game's stored log no longer replays",
                    );
                }
                add(
                    "503",
                    "unavailable: the database cannot answer or save right now; try again shortly",
                );
            }
        }
    }
}

/// The names of the component schemas of every operation's request body.
fn request_bodies(openapi: &utoipa::openapi::OpenApi) -> Vec<String> {
    use utoipa::openapi::RefOr;
    openapi
        .paths
        .paths
        .values()
        .flat_map(|item| [&item.get, &item.post, &item.put, &item.delete, &item.patch])
        .flatten()
        .filter_map(|op| op.request_body.as_ref())
        .flat_map(|body| body.content.values())
        .filter_map(|content| match &content.schema {
            Some(RefOr::Ref(r)) => r.ref_location.rsplit('/').next().map(str::to_string),
            _ => None,
        })
        .collect()
}

/// Says `additionalProperties: false` on every request body's schema (each variant of a
/// `oneOf`): the server refuses a key a body does not have (serde's `deny_unknown_fields`
/// on each body; an invitation's `game_choices`), naming it, instead of ignoring it.
pub(super) struct ClosedBodies;

impl Modify for ClosedBodies {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::schema::{AdditionalProperties, Schema};
        use utoipa::openapi::RefOr;
        let bodies = request_bodies(openapi);
        let Some(components) = openapi.components.as_mut() else {
            return;
        };
        let closed = || Some(Box::new(AdditionalProperties::FreeForm(false)));
        for name in bodies {
            match components.schemas.get_mut(&name) {
                Some(RefOr::T(Schema::Object(object))) => object.additional_properties = closed(),
                Some(RefOr::T(Schema::OneOf(one_of))) => {
                    for item in &mut one_of.items {
                        if let RefOr::T(Schema::Object(object)) = item {
                            object.additional_properties = closed();
                        }
                    }
                }
                _ => {}
            }
        }
    }
}

/// Says what `src/http/no_nul.rs` refuses: every text of a request (path and query
/// parameters, body fields) that has no pattern or list of values of its own gets
/// [`NO_NUL`], so that a text with a NUL character is not schema-valid (the patterns of
/// their own exclude it too).
pub(super) struct NoNulText;

/// Any text without a NUL character (U+0000).
pub(super) const NO_NUL: &str = r"^[^\u0000]*$";

impl Modify for NoNulText {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let bodies = request_bodies(openapi);
        for item in openapi.paths.paths.values_mut() {
            for op in operations(item) {
                for parameter in op.parameters.iter_mut().flatten() {
                    if let Some(schema) = parameter.schema.as_mut() {
                        forbid_nul(schema);
                    }
                }
            }
        }
        if let Some(components) = openapi.components.as_mut() {
            for name in bodies {
                if let Some(schema) = components.schemas.get_mut(&name) {
                    forbid_nul(schema);
                }
            }
        }
    }
}

/// Gives [`NO_NUL`] to every text of `schema` without a pattern or values of its own.
fn forbid_nul(schema: &mut utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>) {
    use utoipa::openapi::schema::{ArrayItems, Schema, SchemaType, Type};
    use utoipa::openapi::RefOr;
    match schema {
        RefOr::T(Schema::Object(object)) => {
            let text = match &object.schema_type {
                SchemaType::Type(kind) => *kind == Type::String,
                SchemaType::Array(kinds) => kinds.contains(&Type::String),
                SchemaType::AnyValue => false,
            };
            if text && object.pattern.is_none() && object.enum_values.is_none() {
                object.pattern = Some(NO_NUL.into());
            }
            object.properties.values_mut().for_each(forbid_nul);
        }
        RefOr::T(Schema::Array(array)) => {
            if let ArrayItems::RefOrSchema(items) = &mut array.items {
                forbid_nul(items);
            }
        }
        RefOr::T(Schema::OneOf(one_of)) => one_of.items.iter_mut().for_each(forbid_nul),
        _ => {}
    }
}

pub(super) struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}

/// A path's operations, to change each.
fn operations(
    item: &mut utoipa::openapi::path::PathItem,
) -> impl Iterator<Item = &mut utoipa::openapi::path::Operation> {
    [
        item.get.as_mut(),
        item.post.as_mut(),
        item.put.as_mut(),
        item.delete.as_mut(),
        item.patch.as_mut(),
    ]
    .into_iter()
    .flatten()
}
