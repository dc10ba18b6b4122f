import { UPLOAD_EXTENSIONS } from '../../../../common/constants';
import type { Credenciais } from '../../../../common/schemas/denuncias-acompanhamento';
import { ANEXOS_COTA_TEXTO } from '../../../../common/denuncias';
import { enviarAnexo } from '../api/acompanhamento';

export interface AnexoEnviado {
  nome: string;
  erro: string | null;
}

/** Sends the chosen files to the case, one after the other; answers how each went. */
export async function enviarAnexos(creds: Credenciais, files: File[]): Promise<AnexoEnviado[]> {
  const out: AnexoEnviado[] = [];
  for (const file of files) {
    try {
      await enviarAnexo(creds, file);
      out.push({ nome: file.name, erro: null });
    } catch (err) {
      out.push({ nome: file.name, erro: err instanceof Error ? err.message : 'Falha no envio.' });
    }
  }
  return out;
}

/** The evidence picker, with what happens to each kind of file said before it is sent. */
export function AnexosField({
  id,
  onChange,
  multiple = true,
}: {
  id: string;
  onChange: (files: File[]) => void;
  multiple?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>Anexos (opcional)</label>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
        aria-describedby={`${id}-dica`}
        onChange={(e) => onChange([...(e.target.files ?? [])])}
      />
      <p id={`${id}-dica`} className="hint">
        Imagens (jpg, png, gif) são gravadas de novo, sem local, câmera ou autor. PDF, Word e Excel
        são guardados como enviados e podem trazer seu nome nas propriedades do arquivo. Até 10 MB
        cada; {ANEXOS_COTA_TEXTO.charAt(0).toLowerCase() + ANEXOS_COTA_TEXTO.slice(1)} A equipe vê
        os arquivos como “anexo-1”, “anexo-2”…, nunca com o nome do seu aparelho. Áudios não são
        aceitos: a voz pode identificar quem relata; descreva o que aconteceu por escrito.
      </p>
    </div>
  );
}
