// The Mailchimp, Flodesk and Graph API stand-in of the browser journeys
// (apps/server/src/test/marketing-stand-in.ts), run by Playwright as a web server on a fixed port
// (E2E_MARKETING_PORT, 3196) that the app is told before it starts (MAILCHIMP_API_URL,
// FLODESK_API_URL, FACEBOOK_GRAPH_URL). Journeys read what it received from GET /recorded.
import { startMarketingStandIn } from '../apps/server/src/test/marketing-stand-in.ts';

const marketing = await startMarketingStandIn(Number(process.env.E2E_MARKETING_PORT ?? 3196));
console.log(`Marketing stand-in on ${marketing.url}`);

async function stop(): Promise<void> {
  await marketing.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
