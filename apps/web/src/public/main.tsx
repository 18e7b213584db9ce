// Entry of book.html: the clients' booking pages. No antd and nothing of the owner app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/manrope/latin-400.css';
import '@fontsource/manrope/latin-600.css';
import '@fontsource/manrope/latin-700.css';
import '@fontsource/lora/latin-500.css';
import './public.css';
import { PublicApp } from './public-app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from book.html');
createRoot(root).render(
  <StrictMode>
    <PublicApp />
  </StrictMode>,
);
