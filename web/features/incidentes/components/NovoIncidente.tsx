import { useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../common/paths';
import { SEM_PERGUNTA, usePerguntarAoSair } from '../../../lib/perguntar-ao-sair';
import { useRascunhoDoFormulario } from '../../../lib/rascunho-de-formulario';
import { useRegistrarIncidente } from '../api/registrar-incidente';
import { agoraNoCampo, instanteDoCampo } from '../formatos';
import { PerguntaDeSaida } from '../../../components/ui/PerguntaDeSaida';

const SAIR = {
  titulo: 'Sair sem registrar?',
  texto:
    'O incidente ainda não foi registrado. O rascunho fica guardado neste aparelho até você registrar ou sair do portal.',
  sair: 'Sair da tela',
  pergunta: 'O incidente ainda não foi registrado. Sair e apagar o rascunho?',
} as const;

const VAZIO = {
  descricao: '',
  ocorrido_em: '',
  ciencia_em: '',
  dados_afetados: '',
  titulares_estimados: '',
  medidas: '',
};

/**
 * "Registrar incidente": the facts the ANPD asks for; the server works out the deadline. What is
 * typed is kept on this device until registered (web/lib/rascunho-de-formulario.ts), and leaving
 * with it asks first.
 */
export function NovoIncidente() {
  const rascunho = useRascunhoDoFormulario('incidente:novo', VAZIO);
  const v = rascunho.valor;
  const registrar = useRegistrarIncidente();
  const navigate = useNavigate();
  // the form shares its screen with the register (`?novo=1`, `?id=`): a move within it asks too
  const saida = usePerguntarAoSair(rascunho.alterado, SAIR.pergunta, { naMesmaTela: true });
  const botao = useRef<HTMLButtonElement>(null);
  const campo = (nome: keyof typeof VAZIO) => ({
    id: `incidente-${nome}`,
    name: nome,
    value: v[nome],
    required: true,
    onChange: (e: { target: { value: string } }) =>
      rascunho.mudar({ ...v, [nome]: e.target.value }),
  });
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    registrar.mutate(
      {
        descricao: v.descricao,
        ocorrido_em: instanteDoCampo(v.ocorrido_em),
        ciencia_em: instanteDoCampo(v.ciencia_em),
        dados_afetados: v.dados_afetados,
        titulares_estimados: v.titulares_estimados === '' ? NaN : Number(v.titulares_estimados),
        medidas: v.medidas,
      },
      {
        // registered: the incident opens (`?id=`) without asking
        onSuccess: (i) => {
          rascunho.limpar();
          void navigate(`${paths.incidentes}?id=${i.id}`, { state: SEM_PERGUNTA });
        },
      },
    );
  };
  const max = agoraNoCampo();
  return (
    <form className="card form incidentes__form" onSubmit={enviar} aria-labelledby="novo-incidente">
      <h2 id="novo-incidente">Registrar incidente</h2>
      <div className="field">
        <label htmlFor="incidente-descricao">Descrição (interna)</label>
        <textarea
          rows={4}
          maxLength={5000}
          {...campo('descricao')}
          aria-describedby="dica-descricao"
        />
        <p id="dica-descricao" className="hint">
          O que aconteceu. Fica só no registro: as pessoas afetadas recebem o texto que você
          escrever no comunicado.
        </p>
      </div>
      <div className="incidentes__datas">
        <div className="field">
          <label htmlFor="incidente-ocorrido_em">Quando ocorreu</label>
          <input type="datetime-local" max={max} {...campo('ocorrido_em')} />
        </div>
        <div className="field">
          <label htmlFor="incidente-ciencia_em">Quando a empresa tomou ciência</label>
          <input
            type="datetime-local"
            max={max}
            {...campo('ciencia_em')}
            aria-describedby="dica-ciencia"
          />
          <p id="dica-ciencia" className="hint">
            O prazo de 3 dias úteis para comunicar a ANPD conta a partir daqui.
          </p>
        </div>
      </div>
      <div className="field">
        <label htmlFor="incidente-dados_afetados">Dados afetados</label>
        <textarea rows={2} maxLength={2000} {...campo('dados_afetados')} />
      </div>
      <div className="field">
        <label htmlFor="incidente-titulares_estimados">Número estimado de titulares afetados</label>
        <input
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          {...campo('titulares_estimados')}
        />
      </div>
      <div className="field">
        <label htmlFor="incidente-medidas">Medidas tomadas ou previstas</label>
        <textarea rows={3} maxLength={5000} {...campo('medidas')} />
      </div>
      {registrar.isError && (
        <p className="alert alert--error" role="alert">
          {registrar.error.message}
        </p>
      )}
      <button ref={botao} type="submit" className="btn btn--primary" disabled={registrar.isPending}>
        {registrar.isPending ? 'Registrando...' : 'Registrar'}
      </button>
      <PerguntaDeSaida saida={saida} {...SAIR} returnFocus={botao} />
    </form>
  );
}
