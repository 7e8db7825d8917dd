import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigateFunction } from 'react-router';
import { useNavigate } from 'react-router';

import { toast } from '../../components/toast/toastStore.ts';
import type { TelegramPayload } from '../../data/auth/auth.ts';
import { signInWithGoogle, signInWithTelegram } from '../../data/auth/auth.ts';
import { useClientConfig } from '../../data/config.ts';
import { afterLoginPath } from './AuthForm.tsx';
import { loadScript } from './loadScript.ts';

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const TELEGRAM_SCRIPT = 'https://telegram.org/js/telegram-widget.js?22';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (answer: { credential?: string }) => void;
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
    onTelegramAuth?: (user: TelegramPayload) => void;
  }
}

/** Completes a social sign-in: on to the character or home, or an error toast. */
function finishSignIn(signIn: Promise<void>, navigate: NavigateFunction): void {
  signIn.then(
    () => navigate(afterLoginPath(), { replace: true }),
    (error: unknown) => {
      toast.error(error);
    },
  );
}

/** Google Identity Services: its script loads only when this server has a client id. */
function GoogleButton({ clientId }: { clientId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    loadScript(GOOGLE_SCRIPT).then(
      () => {
        const google = window.google;
        if (cancelled || !google || !ref.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) finishSignIn(signInWithGoogle(credential), navigate);
          },
        });
        google.accounts.id.renderButton(ref.current, {
          type: 'standard',
          size: 'large',
          text: 'continue_with',
          width: 300,
        });
      },
      (error: unknown) => console.warn(error),
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, navigate]);
  return <div ref={ref} className="auth__provider" data-testid="google-signin" />;
}

/** Telegram's login widget for the configured bot; its payload is posted as it comes. */
function TelegramButton({ botName }: { botName: string }) {
  const { t } = useTranslation('auth');
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    window.onTelegramAuth = (user) => finishSignIn(signInWithTelegram(user), navigate);
    const script = document.createElement('script');
    script.src = TELEGRAM_SCRIPT;
    script.async = true;
    script.dataset.telegramLogin = botName;
    script.dataset.size = 'large';
    script.dataset.onauth = 'onTelegramAuth(user)';
    script.dataset.requestAccess = 'write';
    container.append(script);
    return () => {
      container.replaceChildren();
      delete window.onTelegramAuth;
    };
  }, [botName, navigate]);
  return (
    <div
      ref={ref}
      className="auth__provider"
      data-testid="telegram-signin"
      aria-label={t('telegram')}
    />
  );
}

/** Social sign-in, each provider only when `GET /api/config` says it is configured. */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const { data: config } = useClientConfig();
  if (!config?.google && !config?.telegram) return null;
  return (
    <section className="auth__social" aria-labelledby="auth-social">
      <h2 id="auth-social" className="eyebrow">
        {t('social')}
      </h2>
      {config.google && <GoogleButton clientId={config.google.client_id} />}
      {config.telegram && <TelegramButton botName={config.telegram.bot_name} />}
    </section>
  );
}
