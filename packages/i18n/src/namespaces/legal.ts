import { defineNamespace } from '../defineNamespace.ts';

/**
 * Texts of the shell's terms and cancellation policy pages (spec §2.1). The spec names the pages
 * but words none of their texts: the titles and the empty states (a page the agency has not
 * written yet) are ours. Cruise line names are brand names and come from core.
 */
export const legal = defineNamespace({
  en: {
    'userTerms.title': 'Terms and Conditions',
    'agencyTerms.title': 'Agency Terms and Conditions',
    'cancellation.title': 'Cancellation Policy',
    'cancellation.cruiseLineTitle': '{{cruiseLine}} Cancellation Policy',
    'cancellation.cruiseLines': 'Cruise line cancellation policies',
    'cancellation.allPolicies': 'All cancellation policies',
    'empty.terms': 'These terms and conditions have not been published yet.',
    'empty.cancellation': 'No cancellation policy has been published yet.',
    'empty.cruiseLine': 'No cancellation policy has been published for {{cruiseLine}} yet.',
    'empty.askUs':
      'Contact us before you book and we will tell you which conditions apply to your trip.',
    'empty.contact': 'Contact us',
  },
  pt: {
    'userTerms.title': 'Termos e Condições',
    'agencyTerms.title': 'Termos e Condições da Agência',
    'cancellation.title': 'Política de Cancelamento',
    'cancellation.cruiseLineTitle': 'Política de Cancelamento da {{cruiseLine}}',
    'cancellation.cruiseLines': 'Políticas de cancelamento das companhias de cruzeiros',
    'cancellation.allPolicies': 'Todas as políticas de cancelamento',
    'empty.terms': 'Estes termos e condições ainda não foram publicados.',
    'empty.cancellation': 'Nenhuma política de cancelamento foi publicada ainda.',
    'empty.cruiseLine':
      'Nenhuma política de cancelamento foi publicada para a {{cruiseLine}} ainda.',
    'empty.askUs':
      'Fale conosco antes de reservar e informaremos quais condições se aplicam à sua viagem.',
    'empty.contact': 'Fale conosco',
  },
  es: {
    'userTerms.title': 'Términos y Condiciones',
    'agencyTerms.title': 'Términos y Condiciones de la Agencia',
    'cancellation.title': 'Política de Cancelación',
    'cancellation.cruiseLineTitle': 'Política de Cancelación de {{cruiseLine}}',
    'cancellation.cruiseLines': 'Políticas de cancelación de las navieras',
    'cancellation.allPolicies': 'Todas las políticas de cancelación',
    'empty.terms': 'Estos términos y condiciones aún no se han publicado.',
    'empty.cancellation': 'Aún no se ha publicado ninguna política de cancelación.',
    'empty.cruiseLine':
      'Aún no se ha publicado ninguna política de cancelación para {{cruiseLine}}.',
    'empty.askUs':
      'Contáctenos antes de reservar y le diremos qué condiciones se aplican a su viaje.',
    'empty.contact': 'Contáctenos',
  },
  da: {
    'userTerms.title': 'Vilkår og betingelser',
    'agencyTerms.title': 'Bureauets vilkår og betingelser',
    'cancellation.title': 'Afbestillingspolitik',
    'cancellation.cruiseLineTitle': 'Afbestillingspolitik for {{cruiseLine}}',
    'cancellation.cruiseLines': 'Rederiernes afbestillingspolitikker',
    'cancellation.allPolicies': 'Alle afbestillingspolitikker',
    'empty.terms': 'Disse vilkår og betingelser er ikke offentliggjort endnu.',
    'empty.cancellation': 'Der er endnu ikke offentliggjort en afbestillingspolitik.',
    'empty.cruiseLine':
      'Der er endnu ikke offentliggjort en afbestillingspolitik for {{cruiseLine}}.',
    'empty.askUs':
      'Kontakt os, før du bestiller, så fortæller vi dig, hvilke betingelser der gælder for din rejse.',
    'empty.contact': 'Kontakt os',
  },
  no: {
    'userTerms.title': 'Vilkår og betingelser',
    'agencyTerms.title': 'Byråets vilkår og betingelser',
    'cancellation.title': 'Avbestillingsregler',
    'cancellation.cruiseLineTitle': 'Avbestillingsregler for {{cruiseLine}}',
    'cancellation.cruiseLines': 'Rederienes avbestillingsregler',
    'cancellation.allPolicies': 'Alle avbestillingsregler',
    'empty.terms': 'Disse vilkårene og betingelsene er ikke publisert ennå.',
    'empty.cancellation': 'Ingen avbestillingsregler er publisert ennå.',
    'empty.cruiseLine': 'Ingen avbestillingsregler er publisert for {{cruiseLine}} ennå.',
    'empty.askUs':
      'Kontakt oss før du bestiller, så forteller vi deg hvilke betingelser som gjelder for reisen din.',
    'empty.contact': 'Kontakt oss',
  },
  de: {
    'userTerms.title': 'Allgemeine Geschäftsbedingungen',
    'agencyTerms.title': 'Geschäftsbedingungen für Agenturen',
    'cancellation.title': 'Stornierungsbedingungen',
    'cancellation.cruiseLineTitle': 'Stornierungsbedingungen von {{cruiseLine}}',
    'cancellation.cruiseLines': 'Stornierungsbedingungen der Reedereien',
    'cancellation.allPolicies': 'Alle Stornierungsbedingungen',
    'empty.terms': 'Diese Geschäftsbedingungen wurden noch nicht veröffentlicht.',
    'empty.cancellation': 'Es wurden noch keine Stornierungsbedingungen veröffentlicht.',
    'empty.cruiseLine':
      'Für {{cruiseLine}} wurden noch keine Stornierungsbedingungen veröffentlicht.',
    'empty.askUs':
      'Kontaktieren Sie uns vor der Buchung, und wir sagen Ihnen, welche Bedingungen für Ihre Reise gelten.',
    'empty.contact': 'Kontaktieren Sie uns',
  },
  ar: {
    'userTerms.title': 'الشروط والأحكام',
    'agencyTerms.title': 'الشروط والأحكام الخاصة بالوكالة',
    'cancellation.title': 'سياسة الإلغاء',
    'cancellation.cruiseLineTitle': 'سياسة الإلغاء لدى {{cruiseLine}}',
    'cancellation.cruiseLines': 'سياسات الإلغاء لدى شركات الرحلات البحرية',
    'cancellation.allPolicies': 'جميع سياسات الإلغاء',
    'empty.terms': 'لم تُنشر هذه الشروط والأحكام بعد.',
    'empty.cancellation': 'لم تُنشر أي سياسة إلغاء بعد.',
    'empty.cruiseLine': 'لم تُنشر أي سياسة إلغاء لدى {{cruiseLine}} بعد.',
    'empty.askUs': 'تواصل معنا قبل الحجز وسنخبرك بالشروط التي تنطبق على رحلتك.',
    'empty.contact': 'اتصل بنا',
  },
  fr: {
    'userTerms.title': 'Conditions générales',
    'agencyTerms.title': "Conditions générales de l'agence",
    'cancellation.title': "Politique d'annulation",
    'cancellation.cruiseLineTitle': "Politique d'annulation de {{cruiseLine}}",
    'cancellation.cruiseLines': "Politiques d'annulation des compagnies de croisière",
    'cancellation.allPolicies': "Toutes les politiques d'annulation",
    'empty.terms': "Ces conditions générales n'ont pas encore été publiées.",
    'empty.cancellation': "Aucune politique d'annulation n'a encore été publiée.",
    'empty.cruiseLine': "Aucune politique d'annulation n'a encore été publiée pour {{cruiseLine}}.",
    'empty.askUs':
      "Contactez-nous avant de réserver et nous vous dirons quelles conditions s'appliquent à votre voyage.",
    'empty.contact': 'Contactez-nous',
  },
  sv: {
    'userTerms.title': 'Villkor',
    'agencyTerms.title': 'Byråns villkor',
    'cancellation.title': 'Avbokningsregler',
    'cancellation.cruiseLineTitle': 'Avbokningsregler för {{cruiseLine}}',
    'cancellation.cruiseLines': 'Rederiernas avbokningsregler',
    'cancellation.allPolicies': 'Alla avbokningsregler',
    'empty.terms': 'Dessa villkor har inte publicerats ännu.',
    'empty.cancellation': 'Inga avbokningsregler har publicerats ännu.',
    'empty.cruiseLine': 'Inga avbokningsregler har publicerats för {{cruiseLine}} ännu.',
    'empty.askUs':
      'Kontakta oss innan du bokar så berättar vi vilka villkor som gäller för din resa.',
    'empty.contact': 'Kontakta oss',
  },
});
