// First, so that IndexedDB opens while the rest of the app's code is read.
import { opening } from './ui/storage/openNow.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from './pwa/registerServiceWorker.ts';
import { offerUpdate } from './state/uiStore.ts';
import { App } from './ui/App.tsx';
import './ui/app.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App opening={opening} />
  </StrictMode>,
);

registerServiceWorker(offerUpdate);
