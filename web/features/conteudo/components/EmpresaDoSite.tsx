import { useState, type FormEvent } from 'react';
import type { Empresa, EmpresaBody } from '../../../../common/schemas/conteudo';
import { CarregandoOuErro } from '../../../components/ui/CarregandoOuErro';
import { useEmpresa, useSalvarEmpresa } from '../api/empresa';
import {
  CAMPOS_DA_EMPRESA,
  campoDaMensagem,
  comValor,
  idDoCampo,
  valorDe,
} from './campos-da-empresa';

/** The facts as `PUT` takes them: the answer without the `tel:` link the server makes. */
const corpoDe = ({ phoneHref: _, ...body }: Empresa): EmpresaBody => body;

/** "Dados da empresa": the facts the site shows (footer, Contact page, map), saved whole. */
export function EmpresaDoSite() {
  const empresa = useEmpresa();
  return (
    <section className="card conteudo-secao" aria-labelledby="empresa-titulo">
      <header className="conteudo-secao__cabeca">
        <h2 id="empresa-titulo">Dados da empresa</h2>
        <p className="muted">
          Nome, endereço, telefone, e-mails, redes sociais e mapa que aparecem no rodapé e na página
          Contato.
        </p>
      </header>
      <CarregandoOuErro consulta={empresa} />
      {empresa.data && <FormularioDaEmpresa inicial={corpoDe(empresa.data)} />}
    </section>
  );
}

function FormularioDaEmpresa({ inicial }: { inicial: EmpresaBody }) {
  const salvar = useSalvarEmpresa();
  const [salvo, setSalvo] = useState(inicial);
  const [form, setForm] = useState(inicial);
  const [erro, setErro] = useState<{ mensagem: string; campo: string | null } | null>(null);
  const [aviso, setAviso] = useState('');
  const alterado = JSON.stringify(form) !== JSON.stringify(salvo);

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    setAviso('');
    setErro(null);
    salvar.mutate(form, {
      onSuccess: (resposta) => {
        const body = corpoDe(resposta);
        setSalvo(body);
        setForm(body);
        setAviso('Dados da empresa salvos.');
      },
      onError: (err) => {
        // the server names the field in its message ("E-mail: informe um e-mail válido.")
        const campo = campoDaMensagem(err.message);
        setErro({ mensagem: err.message, campo: campo ? idDoCampo(campo) : null });
        if (campo) document.getElementById(idDoCampo(campo))?.focus();
      },
    });
  };

  return (
    <form className="conteudo-empresa" onSubmit={enviar} noValidate>
      {CAMPOS_DA_EMPRESA.map((grupo, g) => (
        // a group named by its heading rather than a fieldset's legend, which no grid lays out
        <div
          key={grupo.legenda}
          role="group"
          aria-labelledby={`empresa-grupo-${g}`}
          className="conteudo-empresa__grupo"
        >
          <div className="conteudo-empresa__legenda">
            <h3 id={`empresa-grupo-${g}`}>{grupo.legenda}</h3>
            <p className="hint">{grupo.descricao}</p>
          </div>
          <div className="conteudo-empresa__campos">
            {grupo.campos.map((c) => {
              const id = idDoCampo(c);
              const invalido = erro?.campo === id;
              const descritores = [c.dica && `${id}-dica`, invalido && `${id}-erro`]
                .filter(Boolean)
                .join(' ');
              return (
                <div key={id} className={`field${c.largura ? ` field--${c.largura}` : ''}`}>
                  <label htmlFor={id}>{c.rotulo}</label>
                  <input
                    id={id}
                    className="input"
                    type={c.tipo ?? 'text'}
                    inputMode={c.inputMode}
                    autoComplete={c.autoComplete ?? 'off'}
                    maxLength={c.max}
                    aria-invalid={invalido || undefined}
                    aria-describedby={descritores || undefined}
                    value={valorDe(form, c)}
                    onChange={(e) => {
                      setForm(
                        comValor(
                          form,
                          c,
                          c.maiusculas ? e.target.value.toUpperCase() : e.target.value,
                        ),
                      );
                      setAviso('');
                    }}
                  />
                  {c.dica && (
                    <p id={`${id}-dica`} className="hint">
                      {c.dica}
                    </p>
                  )}
                  {invalido && (
                    <p id={`${id}-erro`} className="conteudo-erro-do-campo">
                      {erro.mensagem}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      ))}
      <div className="conteudo-rodape-do-form">
        {erro && (
          <p className="alert alert--error" role="alert">
            {erro.mensagem}
          </p>
        )}
        {aviso && (
          <p className="alert alert--success" role="status">
            {aviso}
          </p>
        )}
        <div className="conteudo-acoes">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={salvar.isPending || !alterado}
          >
            {salvar.isPending ? 'Salvando...' : 'Salvar alterações'}
          </button>
          {alterado && (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={salvar.isPending}
              onClick={() => {
                setForm(salvo);
                setErro(null);
              }}
            >
              Descartar alterações
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
