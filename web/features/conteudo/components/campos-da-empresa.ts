import type { EmpresaBody } from '../../../../common/schemas/conteudo';

type Aninhado = 'address' | 'social' | 'map';
type Simples = Exclude<keyof EmpresaBody, Aninhado>;

/** One field of the facts' form: where its value is in `EmpresaBody`, and how it is asked. */
export type CampoDaEmpresa = {
  /** the field's name in the server's messages (common/schemas/conteudo.ts), also its label */
  rotulo: string;
  dica?: string;
  tipo?: 'text' | 'tel' | 'email' | 'url';
  inputMode?: 'numeric' | 'tel' | 'email' | 'url';
  autoComplete?: string;
  max?: number;
  largura?: 'larga' | 'curta';
  maiusculas?: boolean;
} & (
  | { grupo?: undefined; chave: Simples }
  | { grupo: 'address'; chave: keyof EmpresaBody['address'] }
  | { grupo: 'social'; chave: keyof EmpresaBody['social'] }
  | { grupo: 'map'; chave: keyof EmpresaBody['map'] }
);

const LINK = 'O endereço completo, começando com https://.';

/** The form's fieldsets, in the order a person reads the facts on the site. */
export const CAMPOS_DA_EMPRESA: { legenda: string; descricao: string; campos: CampoDaEmpresa[] }[] =
  [
    {
      legenda: 'Identificação',
      descricao: 'Como a empresa se apresenta em todas as páginas.',
      campos: [
        { chave: 'name', rotulo: 'Nome da empresa', max: 120, autoComplete: 'organization' },
        { chave: 'legalName', rotulo: 'Razão social', max: 160 },
        {
          chave: 'tagline',
          rotulo: 'Frase de apresentação',
          max: 200,
          largura: 'larga',
          dica: 'Aparece no rodapé de todas as páginas, abaixo do nome.',
        },
      ],
    },
    {
      legenda: 'Atendimento',
      descricao: 'Como os visitantes falam com a empresa.',
      campos: [
        {
          chave: 'phone',
          rotulo: 'Telefone',
          tipo: 'tel',
          inputMode: 'tel',
          max: 25,
          dica: 'Com DDD, por exemplo (34) 3333-4444. No celular, o visitante liga com um toque.',
        },
        {
          chave: 'openingHours',
          rotulo: 'Horário de atendimento',
          max: 120,
          dica: 'Por exemplo: Segunda a sexta, das 07:30 às 18:00.',
        },
        { chave: 'email', rotulo: 'E-mail', tipo: 'email', inputMode: 'email', max: 200 },
        {
          chave: 'recruitingEmail',
          rotulo: 'E-mail de recrutamento',
          tipo: 'email',
          inputMode: 'email',
          max: 200,
          dica: 'Mostrado em “Trabalhe conosco”, para quem quer enviar currículo.',
        },
      ],
    },
    {
      legenda: 'Endereço',
      descricao: 'Mostrado no rodapé e na página Contato.',
      campos: [
        { grupo: 'address', chave: 'street', rotulo: 'Endereço', max: 160, largura: 'larga' },
        { grupo: 'address', chave: 'district', rotulo: 'Bairro ou zona rural', max: 120 },
        { grupo: 'address', chave: 'city', rotulo: 'Cidade', max: 120 },
        {
          grupo: 'address',
          chave: 'state',
          rotulo: 'UF',
          max: 2,
          largura: 'curta',
          maiusculas: true,
        },
        {
          grupo: 'address',
          chave: 'postalCode',
          rotulo: 'CEP',
          inputMode: 'numeric',
          max: 9,
          largura: 'curta',
        },
      ],
    },
    {
      legenda: 'Redes sociais',
      descricao: 'Os ícones do rodapé levam a estes endereços.',
      campos: [
        { grupo: 'social', chave: 'instagram', rotulo: 'Instagram', tipo: 'url', dica: LINK },
        { grupo: 'social', chave: 'linkedin', rotulo: 'LinkedIn', tipo: 'url', dica: LINK },
        {
          grupo: 'social',
          chave: 'whatsapp',
          rotulo: 'WhatsApp',
          tipo: 'url',
          largura: 'larga',
          dica: 'O link de conversa, por exemplo https://wa.me/5534999998888.',
        },
      ],
    },
    {
      legenda: 'Mapa da página Contato',
      descricao: 'O mapa que a página mostra e o link que abre a rota no celular.',
      campos: [
        {
          grupo: 'map',
          chave: 'embedUrl',
          rotulo: 'Mapa incorporado',
          tipo: 'url',
          largura: 'larga',
          dica: 'O endereço do mapa mostrado na página (opção “Incorporar” ou “Compartilhar” do serviço de mapas).',
        },
        {
          grupo: 'map',
          chave: 'linkUrl',
          rotulo: 'Mapa',
          tipo: 'url',
          largura: 'larga',
          dica: 'O link “Abrir no mapa”, que leva o visitante até a fazenda.',
        },
      ],
    },
  ];

export const idDoCampo = (c: CampoDaEmpresa) => `empresa-${c.grupo ? `${c.grupo}-` : ''}${c.chave}`;

export function valorDe(form: EmpresaBody, c: CampoDaEmpresa): string {
  return c.grupo ? (form[c.grupo] as Record<string, string>)[c.chave]! : form[c.chave];
}

export function comValor(form: EmpresaBody, c: CampoDaEmpresa, valor: string): EmpresaBody {
  return c.grupo
    ? { ...form, [c.grupo]: { ...form[c.grupo], [c.chave]: valor } }
    : { ...form, [c.chave]: valor };
}

const TODOS = CAMPOS_DA_EMPRESA.flatMap((g) => g.campos).sort(
  (a, b) => b.rotulo.length - a.rotulo.length,
);

/**
 * The field a server message is about: each message starts with its field's label ("E-mail de
 * recrutamento: informe…", "UF é obrigatória."), the longest label that fits wins.
 */
export function campoDaMensagem(mensagem: string): CampoDaEmpresa | null {
  return (
    TODOS.find((c) => mensagem.startsWith(`${c.rotulo}:`) || mensagem.startsWith(`${c.rotulo} `)) ??
    null
  );
}
