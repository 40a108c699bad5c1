// A module worker: no DOM, no window. Parses what it is sent with the core (www/src/core/core.js).
import { parseGame, version } from "../src/core/core.js";

self.onmessage = async (event) => {
  try {
    const game = await parseGame(event.data);
    const games = game.games().length;
    game.openGame(2);
    game.last();
    self.postMessage({ version: version(), games, path: game.state().path, gold: game.info().gold.player });
    game.free();
  } catch (error) {
    self.postMessage({ error: String(error?.message ?? error) });
  }
};
