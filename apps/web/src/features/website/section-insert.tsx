// Inserting a section template into the page being edited: the picker in a dialog, then the
// section's blocks, filled for the business, go in after the selected block, or before the closing
// footer when nothing is selected.
import { useState } from 'react';
import { App, Button, Modal } from 'antd';
import { AppstoreAddOutlined } from '@ant-design/icons';
import { createUsePuck, type Data } from '@puckeditor/core';
import type { TSiteTemplateSummary } from '@studio/site/contracts';
import { ApiError } from '../../api/http-client.ts';
import { TemplatePicker } from './template-picker.tsx';
import { fetchTemplateContent, useTemplateCatalogue } from './use-templates.ts';

const usePuck = createUsePuck();

type Block = Data['content'][number];

/** Where new blocks go: after the selected top-level block, else before a closing footer. */
export function insertAt(content: Block[], selectedIndex: number | undefined): number {
  if (selectedIndex !== undefined && selectedIndex >= 0) return selectedIndex + 1;
  return content.at(-1)?.type === 'Footer' ? content.length - 1 : content.length;
}

export function AddSectionButton() {
  const { message } = App.useApp();
  const dispatch = usePuck((puck) => puck.dispatch);
  const appState = usePuck((puck) => puck.appState);
  const [isOpen, setOpen] = useState(false);
  const [chosen, setChosen] = useState<TSiteTemplateSummary>();
  const [isInserting, setInserting] = useState(false);

  const insert = async () => {
    if (!chosen) return;
    setInserting(true);
    try {
      const section = await fetchTemplateContent(chosen.id);
      const blocks = (section.data as Data).content;
      const { data, ui } = appState;
      const selector = ui.itemSelector;
      const selected =
        selector && (!selector.zone || selector.zone === 'root:default-zone')
          ? selector.index
          : undefined;
      const at = insertAt(data.content, selected);
      dispatch({
        type: 'setData',
        data: {
          ...data,
          content: [...data.content.slice(0, at), ...blocks, ...data.content.slice(at)],
        },
      });
      setOpen(false);
      setChosen(undefined);
      void message.success(`${chosen.name} added`);
    } catch (error) {
      void message.error(error instanceof ApiError ? error.lines.join(' ') : 'Section not added');
    } finally {
      setInserting(false);
    }
  };

  return (
    <>
      {/* Short text: Puck's header is narrow beside the side panels. */}
      <Button
        icon={<AppstoreAddOutlined />}
        aria-label="Add section"
        title="Add a section from a template"
        onClick={() => setOpen(true)}
      >
        Section
      </Button>
      {isOpen && (
        <Modal
          open
          title="Add a section"
          okText="Add section"
          okButtonProps={{ disabled: !chosen, loading: isInserting }}
          onOk={() => void insert()}
          onCancel={() => setOpen(false)}
          width={1000}
        >
          <SectionChoice value={chosen} onChange={setChosen} />
        </Modal>
      )}
    </>
  );
}

/** The section templates, loaded when the dialog opens. */
function SectionChoice(props: {
  value: TSiteTemplateSummary | undefined;
  onChange: (template: TSiteTemplateSummary | undefined) => void;
}) {
  const catalogue = useTemplateCatalogue();
  return (
    <div className="page-form__templates">
      <TemplatePicker
        catalogue={catalogue.data}
        kind="section"
        value={props.value?.id}
        onChange={props.onChange}
      />
    </div>
  );
}
