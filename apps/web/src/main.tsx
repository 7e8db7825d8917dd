import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App.tsx';
import { startApp } from './app/bootstrap.ts';

import './theme/themes.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// index.html already shows the loading screen; React takes over once the app is ready.
const { router, queryClient } = await startApp();
createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
