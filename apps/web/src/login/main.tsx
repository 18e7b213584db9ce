// Entry of login.html: the login form on its own, without antd, the router or the owner app, so
// the page a returning photographer opens most loads only what one form needs. A successful
// login hands over to the owner app with a full page load, which resumes from the refresh cookie.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/manrope/latin-400.css';
import '@fontsource/manrope/latin-600.css';
import '@fontsource/manrope/latin-700.css';
import './login.css';
import { LoginScreen } from './login-screen.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from login.html');
createRoot(root).render(
  <StrictMode>
    <LoginScreen />
  </StrictMode>,
);
