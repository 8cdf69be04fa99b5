/**
 * English versions of the legal documents shown at sign-up, by slug: the same
 * sections in the same order as the Chinese ones. Each says that the Chinese
 * text prevails, as is usual for a translation of a Chinese company's terms.
 */
import type { SeedDocumentSlug } from '../types'
import { englishBrand, englishCompanyAddress, englishCompanyName } from './company'
import type { EnglishDocument } from './types'

const privacyEmail = 'privacy@example.com'
const prevails = 'This English version is provided for convenience only. In the event of any inconsistency between the English and Chinese versions, the Chinese version prevails.'

const userAgreement: EnglishDocument = {
  title: 'User agreement',
  sections: [
    {
      heading: '1. Scope and acceptance',
      paragraphs: [
        `This agreement is made between you and ${englishCompanyName} (“${englishBrand}”, “we” or “us”) and governs your registration with, login to and use of the official ${englishBrand} website and its member services (the “Services”).`,
        'Please read this entire agreement carefully before registering, especially the clauses that exclude or limit liability, which are highlighted in bold or otherwise. By ticking “I have read and agree” and completing registration, you confirm that you fully understand and accept this agreement. If you do not agree to any part of it, please do not register for or use the Services.',
        prevails,
      ],
    },
    {
      heading: '2. Account registration and management',
      paragraphs: [
        'You must provide true, accurate and complete registration information, including your name, organization, phone number, email address, region and industry, and keep it up to date when it changes. You bear the consequences of any service problems caused by untrue or outdated information.',
        'Your account is for use by you or your organization only and may not be transferred, lent or sold. Keep your account name and password safe; you bear any loss caused by failing to do so. If you find that your account has been used without your permission, notify us immediately using the contact details at the end of this agreement.',
      ],
    },
    {
      heading: '3. The Services',
      paragraphs: [
        'Members can access restricted materials in the Downloads section (such as programming guides, firmware and software), register online for technical seminars and other events, submit after-sales service and training requests, and follow the progress of their requests.',
        'We may adjust, upgrade or suspend the Services as our business develops and will announce such changes on the website in advance wherever possible. We may reasonably change how services provided free of charge are delivered.',
      ],
    },
    {
      heading: '4. User conduct',
      paragraphs: [
        'When using the Services, you must comply with the laws and regulations of the People’s Republic of China and must not use the Services to endanger national security, infringe the lawful rights and interests of others or disrupt the normal operation of the website, including but not limited to registering accounts in bulk, submitting forms maliciously, circumventing access restrictions by technical means or scraping website data.',
        'If you breach these rules, we may, depending on the circumstances, issue a warning, restrict features, or suspend or close your account, and we reserve the right to pursue legal liability.',
      ],
    },
    {
      heading: '5. Intellectual property',
      paragraphs: [
        `The intellectual property in the text, images, videos, technical documents, software, trademarks and other content on the website belongs to ${englishBrand} or the respective rights holders. Materials downloaded by members may be used only to operate and maintain ${englishBrand} products and for internal study and research.`,
        'Without our written permission, you may not use this content for commercial purposes, or copy, modify or distribute it, or reverse-engineer the software.',
      ],
    },
    {
      heading: '6. Personal information protection',
      paragraphs: [
        'We take the security of your personal information seriously and collect, use, store and protect it in accordance with the Personal Information Protection Law of the People’s Republic of China and other laws and regulations and with our Privacy Policy. The Privacy Policy forms an integral part of this agreement.',
      ],
    },
    {
      heading: '7. Disclaimer',
      paragraphs: [
        'Product specifications, technical materials and application advice on the website are for reference only; the documents shipped with the product and the contract signed by both parties prevail. If the Services are interrupted or data is delayed because of network failures, system maintenance, force majeure or similar causes, we will do our best to restore service promptly but are not liable for any indirect loss arising from it.',
        'The website may contain links to third-party websites. Third parties are responsible for their own content and services, and we give no warranty for them.',
      ],
    },
    {
      heading: '8. Changes to and termination of this agreement',
      paragraphs: [
        'We may revise this agreement in response to changes in laws and regulations or business needs. The revised agreement will be published on the website, and we will notify you of material changes through an on-site notice or by email. If you continue to use the Services after a revision, you are deemed to accept the revised agreement.',
        'You may request to close your account at any time. Once your account is closed, we will stop providing the Services to you and handle your personal information as described in the Privacy Policy.',
      ],
    },
    {
      heading: '9. Governing law and dispute resolution',
      paragraphs: [
        'The conclusion, performance and interpretation of this agreement are governed by the laws of the People’s Republic of China (for the purposes of this agreement, excluding the laws of the Hong Kong Special Administrative Region, the Macao Special Administrative Region and Taiwan).',
        `Any dispute arising from this agreement shall first be settled through friendly negotiation; failing that, either party may file a lawsuit with the people’s court that has jurisdiction over the place where ${englishCompanyName} is domiciled. If you have any questions about this agreement, please contact ${privacyEmail}.`,
      ],
    },
  ],
}

const privacyPolicy: EnglishDocument = {
  title: 'Privacy policy',
  sections: [
    {
      heading: '1. Introduction',
      paragraphs: [
        `${englishCompanyName} (“we” or “us”) understands how important your personal information is to you and will do its utmost to keep it secure. We process your personal information lawfully, legitimately, only as necessary and in good faith, in accordance with the Personal Information Protection Law, the Cybersecurity Law, the Data Security Law of the People’s Republic of China and other laws and regulations.`,
        `This policy applies to the official ${englishBrand} website and its member services. Please read and understand this policy carefully before using the services; by clicking to agree, you confirm that you are aware of and agree to the processing of your personal information as described in this policy.`,
        prevails,
      ],
    },
    {
      heading: '2. Personal information we collect',
      paragraphs: [
        'When you register as a member, we collect your account name, password (stored in encrypted form), name, contact details (mobile number and email address, plus any WeChat ID or QQ number you choose to provide), organization, region and industry. We use this information to create your account and provide services relevant to your business.',
        'When you register for an event or submit an after-sales service or training request, we collect the contact details, equipment model, fault description or training needs you enter. To keep the website running securely, we also automatically record the necessary access logs, including IP address, browser type, time of access and pages visited.',
        'We do not collect personal information unrelated to the services we provide, nor sensitive personal information such as ID document numbers or bank account details.',
      ],
    },
    {
      heading: '3. How we use personal information',
      paragraphs: [
        'We use your personal information only for the following purposes: (1) providing member services, including account management and downloads of restricted materials; (2) handling event registrations and sending you event notices and change reminders; (3) handling after-sales service and training requests and arranging for an engineer to contact you; (4) sending verification code emails, such as for registration and password reset, to your email address; (5) statistical analysis after anonymization, to improve the website and our services.',
        'If we need to use personal information for any purpose not stated in this policy, we will ask for your separate consent first.',
      ],
    },
    {
      heading: '4. Sharing, transfer and public disclosure of personal information',
      paragraphs: [
        'We do not sell your personal information to any third party. We provide the necessary contact details to a third party only when this is required to deliver a service you have requested (for example, an on-site repair by a local authorized service provider), and we contractually require them to keep the information strictly confidential and not use it for any other purpose.',
        'We do not publicly disclose your personal information except as required by laws and regulations or lawfully requested by competent authorities. If personal information must be transferred because of a merger, division or similar event, we will tell you the name and contact details of the recipient and require the recipient to continue to meet the obligations of this policy.',
      ],
    },
    {
      heading: '5. Storage and protection of personal information',
      paragraphs: [
        'Personal information we collect and generate within the People’s Republic of China is stored on servers in mainland China and is not transferred abroad. We keep personal information only for the shortest period necessary for the purpose of processing; after you close your account, we delete or anonymize your personal information within 15 business days, unless laws or regulations provide otherwise.',
        'We protect your personal information with measures such as encryption in transit (HTTPS), salted password hashing, tiered access permissions and audit logs of operations, and we train our staff in data security regularly. In the unlikely event of a personal information security incident, we will inform you promptly and report to the competent authorities as required by laws and regulations.',
      ],
    },
    {
      heading: '6. Your rights',
      paragraphs: [
        'Under the Personal Information Protection Law of the People’s Republic of China, you have the right to access, copy, correct, supplement and delete your personal information. You can view and edit your profile in the member center, or use the contact details below to ask us to delete your personal information or close your account.',
        'You have the right to withdraw your consent; withdrawal does not affect processing carried out on the basis of your consent before it was withdrawn. We will respond to reasonable requests within 15 business days after verifying your identity.',
      ],
    },
    {
      heading: '7. Cookies and similar technologies',
      paragraphs: [
        'We use essential cookies to keep you logged in and to remember your language preference. If the website uses a visitor analytics service, the statistics are used only to understand page visits and not to identify you personally. You can clear or refuse cookies in your browser settings, but some features may then not work properly.',
      ],
    },
    {
      heading: '8. Protection of minors',
      paragraphs: [
        'The services of this website are intended for professionals of companies, research institutes and similar organizations, and we do not knowingly collect personal information of minors under the age of fourteen. If you find that we have collected personal information of a minor without the consent of a guardian, please contact us and we will delete it as soon as possible.',
      ],
    },
    {
      heading: '9. Updates to this policy and how to contact us',
      paragraphs: [
        'We may revise this policy from time to time. The revised policy will be published on the website, and for material changes we will also notify you through an on-site notice or by email.',
        `If you have any questions, comments or complaints about this policy or the processing of your personal information, please email ${privacyEmail} or write to the personal information protection officer of ${englishCompanyName} (address: ${englishCompanyAddress}). We will reply within 15 business days.`,
      ],
    },
  ],
}

/** By document slug. */
export const englishDocuments: Record<SeedDocumentSlug, EnglishDocument> = {
  'user-agreement': userAgreement,
  'privacy-policy': privacyPolicy,
}
