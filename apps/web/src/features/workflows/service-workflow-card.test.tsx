import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@studio/shared/messages';
import type { TWorkflowTemplate } from '@studio/shared/workflows/contracts';
import { json, sentTo, stubFetch } from '../../test/fetch-stub.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { ServiceWorkflowCard } from './service-workflow-card.tsx';

const user = userEvent.setup({ delay: null });
const SERVICE_ID = '5b0c1c2e-0000-4000-8000-000000000001';

afterEach(() => vi.unstubAllGlobals());

const base: TWorkflowTemplate = {
  id: '0f6a0b9e-0000-4000-8000-000000000001',
  name: 'Default workflow',
  isPrivate: false,
  isDefault: true,
  updatedAt: '2026-03-01T09:00:00.000Z',
  tasks: [],
};
const newborn: TWorkflowTemplate = {
  ...base,
  id: '0f6a0b9e-0000-4000-8000-000000000002',
  name: 'Newborn',
  isDefault: false,
};

async function choose(option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Automation workflow' }));
  const found = await screen.findAllByTitle(option);
  const item = found.find((node) => node.classList.contains('ant-select-item-option'));
  if (!item) throw new Error(`no option ${option}`);
  await user.click(item);
}

describe('ServiceWorkflowCard', { timeout: 90_000 }, () => {
  it("shows the service's workflow and saves another choice; the default is saved as no choice", async () => {
    let chosen = base;
    const fetchMock = stubFetch({
      'GET /api/flow-task-list-templates': () => json(200, [base, newborn]),
      [`GET /api/flow-task-list-templates/services/${SERVICE_ID}`]: () => json(200, chosen),
      [`PATCH /api/services/${SERVICE_ID}/flow-task-list-template`]: () => {
        chosen = chosen.id === base.id ? newborn : base;
        return json(200, chosen);
      },
    });
    render(withProviders(<ServiceWorkflowCard serviceId={SERVICE_ID} />));
    expect(await screen.findByTitle('Default workflow (default)')).toBeInTheDocument();

    await choose('Newborn');
    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
    await choose('Default workflow (default)');
    await waitFor(() =>
      expect(
        sentTo(fetchMock, `PATCH /api/services/${SERVICE_ID}/flow-task-list-template`),
      ).toEqual([{ flowTaskListTemplateId: newborn.id }, { flowTaskListTemplateId: null }]),
    );
  });
});
