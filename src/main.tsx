import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from './pwa/registerServiceWorker.ts';
import { offerUpdate } from './state/uiStore.ts';
import { App } from './ui/App.tsx';
import { readyForFirstFrame } from './ui/firstFrame.ts';
import './ui/app.css';
import './ui/contrast.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
const start = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// Whatever the store's first read comes to, the app starts, and says what it found.
readyForFirstFrame(location.hash).then(start, start);

registerServiceWorker(offerUpdate);
