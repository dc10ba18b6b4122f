import { useRef, useState, type DragEvent } from 'react';

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

/**
 * Drag-and-drop of one file onto an area. `dragging` drives the overlay; the counter copes with
 * the enter/leave events every child element fires.
 */
export function useFileDrop(onFile: (file: File) => void, enabled: boolean) {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  const reset = () => {
    depth.current = 0;
    setDragging(false);
  };

  const handlers = {
    onDragEnter: (e: DragEvent) => {
      if (!enabled || !hasFiles(e)) return;
      e.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (e: DragEvent) => {
      if (!enabled || !hasFiles(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (e: DragEvent) => {
      if (!enabled || !hasFiles(e)) return;
      depth.current -= 1;
      if (depth.current <= 0) reset();
    },
    onDrop: (e: DragEvent) => {
      if (!enabled) return;
      e.preventDefault();
      reset();
      const file = e.dataTransfer.files?.[0];
      if (file) onFile(file);
    },
  };
  return { dragging: dragging && enabled, handlers };
}
