/** POST /v2/user/account/password: mails a password-recovery link (always 200). */
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiPaths } from '@console/contract/paths';
import { http } from './http';

const answerSchema = z.object({ message: z.string() });

/** Asks the server to mail a recovery link to this address. */
export function requestRecoveryMail(email: string): Promise<z.output<typeof answerSchema>> {
  return http.post(apiPaths.recoveryMail, answerSchema, { email: email.trim() });
}

/** Mutation for the recovery-mail modal. */
export function useRequestRecoveryMail() {
  return useMutation({ mutationFn: requestRecoveryMail });
}

const MESSAGE_KEY = 'recovery-mail';

/**
 * Sends a recovery mail with the spec's three messages: 'Aan het proberen wachtwoord herstel
 * e-mail te versturen...', then 'Wachtwoord herstel e-mail verzonden' or 'Oops, er is iets mis
 * gegaan'. send() resolves to whether the mail went.
 */
export function useSendRecoveryMail() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mutation = useRequestRecoveryMail();
  const send = async (email: string): Promise<boolean> => {
    void message.open({ key: MESSAGE_KEY, type: 'loading', content: t('recovery.sending'), duration: 0 });
    try {
      await mutation.mutateAsync(email);
      void message.open({ key: MESSAGE_KEY, type: 'success', content: t('recovery.sent') });
      return true;
    } catch {
      void message.open({ key: MESSAGE_KEY, type: 'error', content: t('recovery.failed') });
      return false;
    }
  };
  return { send, isPending: mutation.isPending };
}
