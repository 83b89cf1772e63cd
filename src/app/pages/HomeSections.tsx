import { NewsletterSection } from '../../features/newsletter/NewsletterSection'
import { AboutIntro } from '../../features/shop/home/AboutIntro'
import { BestSellers } from '../../features/shop/home/BestSellers'
import { CategoriesSection } from '../../features/shop/home/CategoriesSection'
import { ServicesSection } from '../../features/shop/home/ServicesSection'
import { Testimonials } from '../../features/shop/home/Testimonials'
import { WhyUs } from '../../features/shop/home/WhyUs'
import { Reveal } from '../../features/shop/Reveal'

/** The home page below the hero: a chunk of its own, loaded as the visitor scrolls towards it. */
export function HomeSections() {
  return (
    <>
      <Reveal>
        <AboutIntro />
      </Reveal>
      <Reveal>
        <ServicesSection />
      </Reveal>
      <Reveal>
        <CategoriesSection />
      </Reveal>
      <Reveal>
        <BestSellers />
      </Reveal>
      <Reveal>
        <WhyUs />
      </Reveal>
      <Reveal>
        <Testimonials />
      </Reveal>
      <Reveal>
        <NewsletterSection />
      </Reveal>
    </>
  )
}
