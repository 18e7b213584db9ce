// The Google and Facebook stand-in of the browser journeys (apps/server/src/test/social-stand-in.ts),
// run by Playwright as a web server on a fixed port (E2E_SOCIAL_PORT, 3198) that the app is told
// before it starts (SOCIAL_API_URL): the "Sign in with Google/Facebook" consent pages are its own,
// and the app's code exchange and Graph calls go to it. No journey reaches the internet.
import { startSocialStandIn } from '../apps/server/src/test/social-stand-in.ts';

const social = await startSocialStandIn(Number(process.env.E2E_SOCIAL_PORT ?? 3198));
console.log(`Social sign-in stand-in on ${social.url}`);

async function stop(): Promise<void> {
  await social.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
