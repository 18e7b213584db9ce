// The drawing pad (signature_pad): mouse, pen and touch through pointer events. The canvas is
// sized to its box at the screen's pixel ratio so strokes stay sharp, and redrawn from its strokes
// when the box changes width (a phone turned sideways), since resizing a canvas clears it.
import { useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';

type Props = {
  label: string;
  onChange(pngDataUrl: string | null): void;
};

export function SignaturePadCanvas({ label, onChange }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Strokes made before the library is loaded would be lost: the pad says it is not ready yet.
  const [isReady, setReady] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let isGone = false;
    let observer: ResizeObserver | undefined;
    // Loaded when the signer chooses to draw: a typed signature never needs it.
    void import('signature_pad').then(({ default: Pad }) => {
      if (isGone || !canvas.getContext('2d')) return;
      const pad = new Pad(canvas, { penColor: '#1d2521', minWidth: 0.8, maxWidth: 2.6 });
      padRef.current = pad;
      const fit = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        const width = canvas.offsetWidth;
        const height = canvas.offsetHeight;
        if (canvas.width === width * ratio && canvas.height === height * ratio) return;
        const strokes = pad.toData();
        canvas.width = width * ratio;
        canvas.height = height * ratio;
        canvas.getContext('2d')?.scale(ratio, ratio);
        pad.clear();
        pad.fromData(strokes);
      };
      fit();
      pad.addEventListener('endStroke', () =>
        onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png')),
      );
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(fit);
        observer.observe(canvas);
      }
      setReady(true);
    });
    return () => {
      isGone = true;
      observer?.disconnect();
      padRef.current?.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChangeRef.current(null);
  };

  return (
    <>
      <div className="signature-box">
        <span className="signature-box__line" aria-hidden="true" />
        <canvas
          ref={canvasRef}
          className="signature-pad"
          role="img"
          aria-label={label}
          aria-busy={!isReady}
        />
      </div>
      <div className="signature-pad-bar">
        <span>{isReady ? 'Draw with your finger or mouse.' : 'Preparing the signature pad…'}</span>
        <button type="button" onClick={clear}>
          Clear
        </button>
      </div>
    </>
  );
}
