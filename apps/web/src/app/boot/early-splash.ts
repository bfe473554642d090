// The early script: index.html loads it (async, first in <head>) before the app's code. Each part
// acts only on its own path — the start screen's carousel picture on `/`, the first feed cards on
// `/feed` — and stays free of React and MUI, so this chunk is a few kilobytes (vite.config.ts).
import '../../features/start/api/top-albums-early';
import '../../features/feed/api/feed-early';
