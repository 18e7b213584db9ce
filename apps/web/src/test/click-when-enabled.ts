// A form's Save is enabled once the form has seen the change, a render after it: on a busy
// machine a click right after the change came first and did nothing.
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

export async function clickWhenEnabled(user: UserEvent, button: HTMLElement): Promise<void> {
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}
