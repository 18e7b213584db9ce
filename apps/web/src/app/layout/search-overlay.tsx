// The global search overlay opened from the top bar: a panel near the top
// of the page on wide screens, the whole screen on a phone. Esc or a click outside closes it.
import { useRef } from 'react';
import { Grid, Modal, type InputRef } from 'antd';
import { SearchPanel } from '../../features/search/search-panel.tsx';
import '../../features/search/search.css';

export function SearchOverlay({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  // md is 768 px: up to 767 is a phone.
  const isMobile = screens.md === false;
  const inputRef = useRef<InputRef>(null);
  return (
    <Modal
      open={isOpen}
      onCancel={onClose}
      footer={null}
      closable={false}
      // The dialog's accessible name; the input says the rest, so the title is for screen readers.
      title="Search"
      width={isMobile ? '100%' : 720}
      rootClassName={isMobile ? 'studio-search-modal is-mobile' : 'studio-search-modal'}
      classNames={{ header: 'studio-visually-hidden' }}
      styles={{
        body: { padding: 0 },
        container: { padding: 0, overflow: 'hidden' },
      }}
      destroyOnHidden
      afterOpenChange={(isOpened) => {
        if (isOpened) inputRef.current?.focus();
      }}
    >
      <SearchPanel isMobile={isMobile} inputRef={inputRef} onClose={onClose} />
    </Modal>
  );
}
