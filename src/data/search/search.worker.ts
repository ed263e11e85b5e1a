/// <reference lib="webworker" />
import { searchWorkerHandler, type ToSearchWorker } from './search-worker-core';

// The device's search index, off the page's thread (search-worker-core.ts has its logic).
declare const self: DedicatedWorkerGlobalScope;

const handle = searchWorkerHandler((message, transfer = []) => self.postMessage(message, transfer));
self.addEventListener('message', (event: MessageEvent<ToSearchWorker>) => void handle(event.data));
