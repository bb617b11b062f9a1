-- wrk script: GET $PREFIX<game id> for a random game among the first $GAMES clones
-- (ids as written by `loadgen clone`). With TOKENS=1 the request carries the API token of
-- the game's first player (clones below $SESSION_GAMES have tokens), as a player's client.
local games = tonumber(os.getenv("GAMES") or "1")
local prefix = os.getenv("PREFIX") or "/games/"
local players = tonumber(os.getenv("PLAYERS") or "2")
local tokens = os.getenv("TOKENS") == "1"
local session_games = tonumber(os.getenv("SESSION_GAMES") or "0")
local counter = 0

function setup(thread)
  counter = counter + 1
  thread:set("seed", counter * 7919 + os.time())
end

function init(args)
  math.randomseed(seed)
end

function request()
  local limit = games
  if tokens then limit = math.min(games, session_games) end
  local g = math.random(0, limit - 1)
  local path = prefix .. string.format("00000000-0000-4000-8000-%012x", g)
  if tokens then
    return wrk.format("GET", path, { ["Authorization"] = "Bearer bench-token-" .. (g * players) })
  end
  return wrk.format("GET", path)
end
