// The Google and Facebook buttons above the email forms of /login and /signup.
import { useEffect, useState } from 'react';
import { Button, Divider, Flex } from 'antd';
import { socialProviderNames, type TSocialProvider } from '@studio/shared/auth/social-providers';
import { SocialProviderIcon } from './provider-icon.tsx';
import {
  configuredProviders,
  isEmbedded,
  startSocialSignIn,
  useSocialProviders,
} from './social-sign-in.ts';

/**
 * The provider the page is leaving for, shown as a loading button. Cleared when the browser's
 * back button restores the page from its cache, where the button would otherwise spin forever.
 */
export function useLeavingFor() {
  const [leavingFor, setLeavingFor] = useState<TSocialProvider>();
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(undefined);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  return [leavingFor, setLeavingFor] as const;
}

export type SocialButtonsProps = {
  /** 'Continue with' on /login, 'Sign up with' on /signup. */
  verb: string;
  /** Where a successful sign-in lands. */
  returnUrl: string;
};

/**
 * One button per configured provider and an "or" before the email form. Nothing while the
 * providers are unknown (no button appears and then vanishes), when none is configured or they
 * cannot be asked, and inside an embedded app.
 */
export function SocialButtons({ verb, returnUrl }: SocialButtonsProps) {
  const providers = useSocialProviders();
  const [leavingFor, setLeavingFor] = useLeavingFor();
  const choices = configuredProviders(providers.data);
  if (choices.length === 0 || isEmbedded()) return null;

  return (
    <>
      <Flex vertical gap={12}>
        {choices.map(({ provider, entry }) => (
          <Button
            key={provider}
            block
            size="large"
            icon={<SocialProviderIcon provider={provider} />}
            loading={leavingFor === provider}
            disabled={leavingFor !== undefined && leavingFor !== provider}
            onClick={() => {
              setLeavingFor(provider);
              startSocialSignIn(provider, entry, 'login', returnUrl);
            }}
          >
            {`${verb} ${socialProviderNames[provider]}`}
          </Button>
        ))}
      </Flex>
      <Divider plain>or</Divider>
    </>
  );
}
