// The Stripe stand-in of the browser journeys (apps/server/src/test/stripe-stand-in.ts), run by
// Playwright as a second web server on a fixed port (E2E_STRIPE_PORT, 3199) that the app is told
// before it starts: the app's Stripe SDK calls it instead of Stripe (no journey reaches the
// internet), its payment page takes the client's "Pay", and it posts the signed
// checkout.session.completed to the app's webhook.
import { startStripeStandIn } from '../apps/server/src/test/stripe-stand-in.ts';

const appUrl = process.env.E2E_APP_URL ?? 'http://127.0.0.1:3100';

const stripe = await startStripeStandIn({
  port: Number(process.env.E2E_STRIPE_PORT ?? 3199),
  webhookUrlFor: (businessId) =>
    `${appUrl}/api/public/payments/stripe/${encodeURIComponent(businessId)}/webhook`,
});
console.log(`Stripe stand-in on ${stripe.url}`);

async function stop(): Promise<void> {
  await stripe.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
